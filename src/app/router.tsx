import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'
import { ErrorPage, RouteErrorPage } from './shell/error-page.tsx'
import { PendingPage } from './shell/pending-page.tsx'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns caching: the router always runs loaders, which hit Query's cache.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: () => <ErrorPage status={404} />,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: PendingPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
