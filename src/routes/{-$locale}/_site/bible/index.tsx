import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { testamentBooksQuery } from '#src/features/bible/api/testament-books.ts'
import { BiblePage } from '#src/features/bible/components/bible-page.tsx'
import { routeHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/bible/')({
  staticData: { adTemplate: 'bible' },
  loader: ({ context: { queryClient, apiLocale } }) =>
    Promise.all([
      queryClient.ensureQueryData(testamentBooksQuery('old', apiLocale)),
      queryClient.ensureQueryData(testamentBooksQuery('new', apiLocale)),
    ]),
  head: ({ match }) => routeHead(match, match.context.i18n._(msg`The Holy Bible`)),
  component: BiblePage,
})
