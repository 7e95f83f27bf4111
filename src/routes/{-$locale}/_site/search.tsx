import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parseSearchText } from '../../../../contracts/search-text.ts'
import { prefetchSearch } from '../../../features/search/api/prefetch-search.ts'
import { SearchPage } from '../../../features/search/components/search-page.tsx'
import { readSearchPageParams } from '../../../features/search/search-params.ts'
import { routeHead } from '../../../app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/search')({
  staticData: { adTemplate: 'page-path' },
  validateSearch: readSearchPageParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchSearch(queryClient, deps),
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
