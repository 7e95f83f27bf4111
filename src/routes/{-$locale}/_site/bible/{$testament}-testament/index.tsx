import { createFileRoute } from '@tanstack/react-router'
import { testamentBooksQuery, testamentQuery } from '../../../../../features/bible/api/testament-books.ts'
import { TestamentPage } from '../../../../../features/bible/components/testament-page.tsx'
import { orPageNotFound } from '../../../../../lib/page-not-found.ts'
import { contentPageMeta } from '../../../../../lib/page-meta.ts'
import { contentHead } from '../../../../../app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/bible/{$testament}-testament/')({
  staticData: { adTemplate: 'bible' },
  loader: async ({ context: { queryClient, apiLocale, testament } }) => {
    const [item] = await Promise.all([
      queryClient.ensureQueryData(testamentQuery(testament, apiLocale)),
      queryClient.ensureQueryData(testamentBooksQuery(testament, apiLocale)),
    ])
    return { pageMeta: contentPageMeta(orPageNotFound(item)) }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: TestamentRoute,
})

function TestamentRoute() {
  const { testament } = Route.useRouteContext()
  return <TestamentPage testament={testament} />
}
