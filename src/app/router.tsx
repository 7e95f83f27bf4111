import { I18nProvider } from '@lingui/react'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { ReactNode } from 'react'
import { routeTree } from '../routeTree.gen.ts'
import type { RouterContext } from './router-context.ts'
import { ErrorPage, RouteErrorPage } from './shell/error-page.tsx'
import { PendingPage } from './shell/pending-page.tsx'

export interface AppRouterOptions extends RouterContext {
  /** false on slow connections (Save-Data, 2g): the updates actor decides (R-UPD-5). */
  preload?: boolean
  /** The nonce of this response's Content-Security-Policy (server only; the browser reads it from the page). */
  nonce?: string
}

/**
 * The one router factory, for the server (a router per request) and the browser. Query's cache travels with the
 * router: loaders fill it on the server, it is dehydrated into the page and hydrated before the browser renders.
 */
export function createAppRouter({ preload, nonce, ...context }: AppRouterOptions) {
  // The server's page is placed by the router's inline script while it is parsed: a position kept for a reload, the
  // #v16 of a link, or the top. The reader may scroll on before the app takes the page over, so the render that
  // hydrates it leaves the scroll alone; restoring again then threw them back (decision 0131). Every later render of
  // a navigation restores or resets as the router does.
  let hydrationRender = true
  const router = createRouter({
    routeTree,
    context,
    // Links and redirects resolve against the configured origin, never a request's Host header.
    origin: context.page.origin,
    defaultPreload: preload === false ? false : 'intent',
    // Query owns caching: the router always runs loaders, which hit Query's cache.
    defaultPreloadStaleTime: 0,
    // ... and waits for them: a loader that finds its data in Query's cache returns at once. Run in the background
    // (the router's default for a match it already holds, such as one preloaded on hover), it published the page's
    // matches a second time, and the whole head and page rendered again before the first paint (decision 0129).
    defaultStaleReloadMode: 'blocking',
    scrollRestoration: () => {
      if (!hydrationRender) return true
      hydrationRender = false
      return false
    },
    defaultNotFoundComponent: () => <ErrorPage status={404} />,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: PendingPage,
    ...(nonce ? { ssr: { nonce } } : {}),
    Wrap: ({ children }: { children: ReactNode }) => <I18nProvider i18n={context.i18n}>{children}</I18nProvider>,
  })
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
