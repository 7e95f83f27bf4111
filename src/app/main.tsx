import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale, localeFromParam } from '../lib/i18n.ts'
import { log } from '../lib/log.ts'
import { createQueryClient } from '../lib/query-client.ts'
import { settings } from '../lib/settings.ts'
import { isAuthFrameCallback } from '../features/identity/user-manager.ts'
import { completeAuthFrame, invalidateOnIdentityChange, startAuthActors } from './actors.ts'
import { connectAdsToRouter, createAdsActor } from './actors/ads.ts'
import { connectUpdatesToRouter, createUpdatesActor } from './actors/updates.ts'
import { startVisitor } from './actors/visitor.ts'
import { startInspector } from './inspect.ts'
import { Providers } from './providers.tsx'
import { createAppRouter } from './router.tsx'
import { statusOf } from './shell/error-page.tsx'
import { watchForFatalErrors } from './shell/fatal-error.ts'
import '../styles/index.css'

async function start() {
  const queryClient = createQueryClient()
  const auth = startAuthActors(queryClient)
  // The visit's start-up runs beside the first render: email resolution, lead, favorites, analytics.
  startVisitor({ ...auth, queryClient })
  // The updates actor knows whether the connection is too slow for preloading, so it comes before the router.
  const updates = createUpdatesActor()
  const router = createAppRouter(queryClient, auth, { preload: updates.getSnapshot().context.preloadAllowed })
  watchForFatalErrors()
  connectUpdatesToRouter(router, updates.start())
  connectAdsToRouter(router, createAdsActor().start())
  void startInspector()
  invalidateOnIdentityChange(router, auth.identity)
  // Activate the address's locale before the first render, so even a 404 outside the routes is translated.
  await activateLocale(localeFromParam(location.pathname.split('/')[1]) ?? 'en', { persist: false })
  log.debug('starting', { environment: settings.environment })
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root, {
    // A member-page guard's 401 is an answer the error page shows, not a fault for React to report.
    onCaughtError: (error) => { if (statusOf(error) !== 401) console.error(error) },
  }).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}

// The provider's iframe and popup answers land on their own callback pages, which must not start the app.
if (isAuthFrameCallback(location.pathname)) void completeAuthFrame()
else void start()
