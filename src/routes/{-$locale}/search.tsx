import { createFileRoute } from '@tanstack/react-router'
import { prefetchSearch } from '../../features/search/api/prefetch-search.ts'
import { SearchPage } from '../../features/search/components/search-page.tsx'
import { readSearchPageParams } from '../../features/search/search-params.ts'

export const Route = createFileRoute('/{-$locale}/search')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  validateSearch: readSearchPageParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchSearch(queryClient, deps),
  component: SearchRoute,
})

function SearchRoute() {
  return <SearchPage params={Route.useSearch()} />
}
