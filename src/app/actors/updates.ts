import { createActor, fromPromise } from 'xstate'
import { FETCH_LATEST_BUILD, updatesMachine } from '../../../machines/updates/updates.machine.ts'
import { isChunkLoadError, isSlowConnection, readLastReload, writeLastReload } from '../../features/updates/browser.ts'
import { fetchLatestBuild } from '../../features/updates/latest-build.ts'
import { log } from '../../lib/log.ts'
import { settings } from '../../lib/settings.ts'
import { inspectOption } from '../inspect.ts'
import type { AppRouter } from '../router.tsx'

/**
 * New-build detection and chunk-error recovery (spec §4 Updates, §8, §9): machines/updates decides,
 * this file supplies the fetch, the full page load and the browser events that drive it.
 */
const logger = log.child('updates')
const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)
let reloading = false

/** True once this tab has started a full page load for an update: an error page may wait for it instead. */
export function isReloadPending(): boolean {
  return reloading
}

function fullPageLoad(href: string) {
  reloading = true
  writeLastReload(storage(), Date.now())
  logger.info('loading the page afresh for a newer build', href)
  location.assign(href || location.href)
}

/** `currentBuildId` is the build that rendered this page (its <meta name="lamp-build-id">; 'dev' under Vite). */
export function createUpdatesActor(currentBuildId: string) {
  const logic = updatesMachine.provide({
    actors: { [FETCH_LATEST_BUILD]: fromPromise(({ signal }) => fetchLatestBuild(signal)) },
    actions: { fullPageLoad: (_, { href }) => fullPageLoad(href) },
  })
  const actor = createActor(logic, {
    systemId: 'updates',
    input: {
      currentBuildId,
      pollIntervalMs: settings.buildPollIntervalMs,
      lastReloadAt: readLastReload(storage()),
      slowConnection: isSlowConnection(typeof navigator === 'undefined' ? undefined : (navigator as { connection?: object })),
    },
    ...inspectOption(),
  })
  actor.on('reload.suppressed', ({ href, lastReloadAt }) =>
    logger.warn('not reloading again so soon (reload guard)', { href, lastReloadAt: new Date(lastReloadAt).toISOString() }))
  return actor
}

export type UpdatesActor = ReturnType<typeof createUpdatesActor>

/** TanStack Router's lazy components reload once per missing module on their own; the machine owns that decision here. */
function claimChunkReload(error: unknown) {
  if (!(error instanceof Error)) return
  try {
    storage()?.setItem(`tanstack_router_reload:${error.message}`, '1')
  } catch {
    // without storage the router may reload once more; the machine's guard still stops a loop
  }
}

/** Tab visibility, navigations and failed chunk loads become machine events. */
export function connectUpdatesToRouter(router: AppRouter, updates: UpdatesActor): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') updates.send({ type: 'page.visible' })
  }
  // Vite's preload helper reports every failed dynamic import here before the import rejects.
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (error !== undefined && !isChunkLoadError(error)) return
    claimChunkReload(error)
    // A chunk of the navigation in flight: that page cannot render from this bundle, so load it afresh now.
    // A failed preload (hover) only marks the tab stale: the next navigation loads afresh.
    const navigating = router.state.status === 'pending'
    logger.warn('a code chunk failed to load', error)
    updates.send(navigating ? { type: 'chunk.loadFailed', href: router.latestLocation.href, reloadNow: true } : { type: 'chunk.loadFailed' })
  }
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('vite:preloadError', onPreloadError)
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ hrefChanged, toLocation }) => {
    if (hrefChanged) updates.send({ type: 'router.beforeNavigate', href: toLocation.href })
  })
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('vite:preloadError', onPreloadError)
    unsubscribe()
  }
}
