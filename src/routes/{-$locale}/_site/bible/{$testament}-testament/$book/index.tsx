import { createFileRoute } from '@tanstack/react-router'
import { bookQuery } from '#src/features/bible/api/book.ts'
import { toBookParams } from '#src/features/bible/api/params.ts'
import { BookPage } from '#src/features/bible/components/book-page.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/bible/{$testament}-testament/$book/')({
  staticData: { adTemplate: 'bible' },
  beforeLoad: ({ params }) => ({ book: orPageNotFound(toBookParams(params)) }),
  loader: async ({ context: { queryClient, apiLocale, book } }) => ({
    pageMeta: contentPageMeta(orPageNotFound(await queryClient.ensureQueryData(bookQuery(book, apiLocale)))),
  }),
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: BookRoute,
})

function BookRoute() {
  const { book } = Route.useRouteContext()
  return <BookPage params={book} />
}
