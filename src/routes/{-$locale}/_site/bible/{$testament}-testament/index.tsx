import { createFileRoute } from '@tanstack/react-router'
import { testamentBooksQuery, testamentQuery } from '#src/features/bible/api/testament-books.ts'
import { TestamentPage } from '#src/features/bible/components/testament-page.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

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
