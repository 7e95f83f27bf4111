import { RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/router-core/ssr/client'
import { StrictMode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { watchChunkFailures } from './app/actors/chunk-failures.ts'
import { emptyAuthActors } from './app/auth-handles.ts'
import { readPageDocumentData } from './app/root-head.ts'
import { createAppRouter } from './app/router.tsx'
import { statusOf } from './app/shell/error-page.tsx'
import { watchForFatalErrors } from './app/shell/fatal-error.ts'
import { exposeTestHooks } from './app/test-hooks.ts'
import { START_TIMEOUT_MS } from './features/identity/late-actor.ts'
import { isAuthFrameCallback } from './features/identity/auth-paths.ts'
import { isSlowConnection } from './features/updates/browser.ts'
import { authorizeApiCallsWith } from './lib/api.ts'
import { activateLocale, i18n, localeOfPath } from './lib/i18n.ts'
import { log } from './lib/log.ts'
import { nextTask } from './lib/next-task.ts'
import { createQueryClient } from './lib/query-client.ts'
import { settings } from './lib/settings.ts'
import { markMovedOn } from './lib/ui/hydrated.ts'
import './styles/index.css'

/**
 * Renders nothing; its effect runs once React has hydrated the shell (StrictMode runs effects twice in development).
 * The page's own boundaries hydrate after it, at React's lowest lane (decision 0126).
 */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}

/**
 * Resolves once the browser has painted the next frame (the server's HTML, on the first call). A hidden tab paints
 * nothing, so it does not wait longer than a moment there.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const hidden = setTimeout(resolve, 100)
    requestAnimationFrame(() => setTimeout(() => {
      clearTimeout(hidden)
      resolve()
    }, 0))
  })
}

/**
 * The browser takes over the server's HTML. React hydrates the document first; the actors (xstate, the machines,
 * oidc-client-ts when someone is signed in) come in their own chunk, fetched meanwhile and started once the page
 * has hydrated (docs/decisions/0110). Each step is a task of its own, none of them long on a slow phone
 * (docs/decisions/0122).
 */
async function start() {
  // From the first moment the app's code runs: an error before hydration still ends on the error page.
  watchForFatalErrors()
  const page = readPageDocumentData(document, location.origin, import.meta.env.DEV)
  // The address as it arrived: the actors clean parameters they have read out of it.
  const url = new URL(location.href)
  const queryClient = createQueryClient()
  const slots = emptyAuthActors()
  // API calls wait for the identity actor (a member's token goes with them); without start-up, as a visitor's.
  authorizeApiCallsWith(() => slots.identity.started(START_TIMEOUT_MS))
  exposeTestHooks(settings.environment)
  // The page's catalog is already loading (the server preloads it): activate it before hydrating, so the first
  // render matches the server's, and remember the language for the next visit to `/`. Hydrating takes the main
  // thread for a while: the reader sees the page painted first (on a fast network the entry could otherwise run
  // before the first paint and hold the text back).
  await Promise.all([activateLocale(i18n, localeOfPath(location.pathname)), afterNextPaint()])
  // The actors' chunk starts downloading now, in a task of its own: its import adds a preload link for each of its
  // dozen chunks, which made the evaluation of this module, already the longest task of a start-up, longer still.
  const startUp = import('./app/actors/start.ts')
  await nextTask()
  const router = createAppRouter({
    queryClient, i18n, ...slots, page, cookies: () => document.cookie,
    // R-UPD-5: no preloading on a slow connection (the updates machine is told the same when it starts).
    preload: !isSlowConnection(navigator as { connection?: object }),
  })
  const chunkFailures = watchChunkFailures(router)
  // From the first new address on, components mount hydrated at once (src/lib/ui/hydrated.ts).
  const stopWatchingForMoves = router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
    if (!hrefChanged) return
    markMovedOn()
    stopWatchingForMoves()
  })
  let actorsStarted = false
  const startActors = () => {
    if (actorsStarted) return
    actorsStarted = true
    startUp
      .then(({ startActors: run }) => run({ router, queryClient, url, slots, buildId: page.buildId, chunkFailures }))
      .catch((error: unknown) => {
        // Whoever waits for an actor that will never start (a guard, an API call) stops waiting now.
        log.error('the actors could not start', error)
        slots.identity.fail(error)
        slots.session.fail(error)
      })
  }
  log.debug('starting', { environment: settings.environment })
  // The router takes over the server's matches and Query cache in a task of its own, before React starts: React then
  // hydrates a router that is ready instead of suspending on it first (RouterClient's way).
  await nextTask()
  await hydrate(router)
  // Tells the router's bootstrap script the page is taken over, so it drops the data it kept for hydration.
  window.$_TSR?.h()
  // A transition: React hydrates in slices and lets the browser answer input between them (no long task). A click
  // meanwhile makes React finish hydrating at once and then handles it; the router is ready, so the link works.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
        <AfterHydration run={startActors} />
      </StrictMode>,
      {
        // A member-page guard's 401 is an answer the error page shows, not a fault for React to report.
        onCaughtError: (error) => { if (statusOf(error) !== 401) console.error(error) },
      },
    )
  })
}

// The provider's iframe and popup answers land on their own callback pages, which must not start the app.
if (isAuthFrameCallback(location.pathname)) void import('./app/actors/identity.ts').then(({ completeAuthFrame }) => completeAuthFrame())
else void start()
