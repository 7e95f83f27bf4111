import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'
import type { RouterContext } from './router-context.ts'
import { ErrorPage, RouteErrorPage } from './shell/error-page.tsx'
import { PendingPage } from './shell/pending-page.tsx'

export interface AppRouterOptions {
  /** false on slow connections (Save-Data, 2g): the updates actor decides (spec §9). */
  preload?: boolean
}

export function createAppRouter(queryClient: QueryClient, actors: Pick<RouterContext, 'identity' | 'session'>, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context: { queryClient, ...actors },
    defaultPreload: options.preload === false ? false : 'intent',
    // Query owns caching: the router always runs loaders, which hit Query's cache.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: () => <ErrorPage status={404} />,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: PendingPage,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
