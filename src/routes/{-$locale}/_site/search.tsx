import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parseSearchText } from '#contracts/search-text.ts'
import { testamentBooksQuery } from '#src/features/bible/api/testament-books.ts'
import { prefetchSearch } from '#src/features/search/api/prefetch-search.ts'
import { SearchPage } from '#src/features/search/components/search-page.tsx'
import { readSearchPageParams } from '#src/features/search/search-params.ts'
import { routeHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/search')({
  staticData: { adTemplate: 'page-path' },
  validateSearch: readSearchPageParams,
  loaderDeps: ({ search }) => search,
  // The results name books in the page's language, from the content's book lists.
  loader: async ({ context: { queryClient, apiLocale }, deps }) => {
    await Promise.all([
      prefetchSearch(queryClient, deps),
      queryClient.ensureQueryData(testamentBooksQuery('old', apiLocale)),
      queryClient.ensureQueryData(testamentBooksQuery('new', apiLocale)),
    ])
  },
  head: ({ match }) => {
    const parsed = parseSearchText(match.search.q ?? '')
    const searched = parsed.ok ? parsed.text : ''
    return routeHead(match, searched ? match.context.i18n._(msg`Search: ${searched}`) : match.context.i18n._(msg`Search`))
  },
  component: SearchRoute,
})

function SearchRoute() {
  return <SearchPage params={Route.useSearch()} />
}
