import { createFileRoute } from '@tanstack/react-router'
import { testamentBooksQuery } from '../../../features/bible/api/testament-books.ts'
import { BiblePage } from '../../../features/bible/components/bible-page.tsx'

export const Route = createFileRoute('/{-$locale}/bible/')({
  staticData: { layout: 'default', adTemplate: 'bible' },
  loader: ({ context: { queryClient, apiLocale } }) =>
    Promise.all([
      queryClient.ensureQueryData(testamentBooksQuery('old', apiLocale)),
      queryClient.ensureQueryData(testamentBooksQuery('new', apiLocale)),
    ]),
  component: BiblePage,
})
