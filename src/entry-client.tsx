import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { completeAuthFrame, invalidateOnIdentityChange, startAuthActors } from './app/actors.ts'
import { connectAdsToRouter, createAdsActor } from './app/actors/ads.ts'
import { connectUpdatesToRouter, createUpdatesActor } from './app/actors/updates.ts'
import { startInspector } from './app/inspect.ts'
import { readPageDocumentData } from './app/root-head.ts'
import { createAppRouter } from './app/router.tsx'
import { statusOf } from './app/shell/error-page.tsx'
import { watchForFatalErrors } from './app/shell/fatal-error.ts'
import { isAuthFrameCallback } from './features/identity/user-manager.ts'
import { activateLocale, i18n, localeOfPath } from './lib/i18n.ts'
import { log } from './lib/log.ts'
import { createQueryClient } from './lib/query-client.ts'
import { settings } from './lib/settings.ts'
import './styles/index.css'

/** The browser takes over the server's HTML: actors start here (and only here), then React hydrates the document. */
async function start() {
  const page = readPageDocumentData(document, location.origin, import.meta.env.DEV)
  // The address as it arrived: the actors below clean parameters they have read out of it.
  const url = new URL(location.href)
  const queryClient = createQueryClient()
  const auth = startAuthActors(queryClient, url)
  // The visit's start-up (email resolution, lead, favorites, analytics) runs beside hydration, from its own chunk:
  // nothing of it is needed to show the page.
  void import('./app/actors/visitor.ts').then(({ startVisitor }) => startVisitor({ ...auth, queryClient, url }))
  // The updates actor knows whether the connection is too slow for preloading, so it comes before the router.
  const updates = createUpdatesActor(page.buildId)
  // The page's catalog is already loading (the server preloads it): activate it before hydrating, so the first
  // render matches the server's, and remember the language for the next visit to `/`.
  await activateLocale(i18n, localeOfPath(location.pathname))
  const router = createAppRouter({
    queryClient, i18n, ...auth, page, cookies: () => document.cookie,
    preload: updates.getSnapshot().context.preloadAllowed,
  })
  watchForFatalErrors()
  connectUpdatesToRouter(router, updates.start())
  connectAdsToRouter(router, createAdsActor().start())
  void startInspector()
  invalidateOnIdentityChange(router, auth.identity)
  log.debug('starting', { environment: settings.environment })
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
    {
      // A member-page guard's 401 is an answer the error page shows, not a fault for React to report.
      onCaughtError: (error) => { if (statusOf(error) !== 401) console.error(error) },
    },
  )
}

// The provider's iframe and popup answers land on their own callback pages, which must not start the app.
if (isAuthFrameCallback(location.pathname)) void completeAuthFrame()
else void start()
