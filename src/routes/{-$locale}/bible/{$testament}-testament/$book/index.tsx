import { createFileRoute, notFound } from '@tanstack/react-router'
import { bookQuery } from '../../../../../features/bible/api/book.ts'
import { toBookParams } from '../../../../../features/bible/api/params.ts'
import { BookPage } from '../../../../../features/bible/components/book-page.tsx'
import { contentPageMeta } from '../../../../../lib/page-meta.ts'

export const Route = createFileRoute('/{-$locale}/bible/{$testament}-testament/$book/')({
  staticData: { layout: 'default', adTemplate: 'bible' },
  beforeLoad: ({ params }) => {
    const book = toBookParams(params)
    if (!book) throw notFound()
    return { book }
  },
  loader: async ({ context: { queryClient, apiLocale, book } }) => ({
    pageMeta: contentPageMeta(await queryClient.ensureQueryData(bookQuery(book, apiLocale))),
  }),
  component: BookRoute,
})

function BookRoute() {
  const { book } = Route.useRouteContext()
  return <BookPage params={book} />
}
