import { createActor, fromPromise } from 'xstate'
import { FETCH_LATEST_BUILD, updatesMachine } from '#machines/updates/updates.machine.ts'
import { isSlowConnection, readLastReload, writeLastReload } from '#src/features/updates/browser.ts'
import { fetchLatestBuild } from '#src/features/updates/latest-build.ts'
import { log } from '#src/lib/log.ts'
import { settings } from '#src/lib/settings.ts'
import { inspectOption } from '../inspect.ts'
import type { ChunkFailures } from './chunk-failures.ts'
import { markReloadPending } from './reload-pending.ts'
import type { AppRouter } from '../router.tsx'

/**
 * New-build detection and chunk-error recovery (R-UPD): machines/updates decides,
 * this file supplies the fetch, the full page load and the browser events that drive it.
 */
const logger = log.child('updates')
const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

function fullPageLoad(href: string) {
  markReloadPending()
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

/** Tab visibility, navigations and failed chunk loads (watched since before hydration) become machine events. */
export function connectUpdatesToRouter(router: AppRouter, updates: UpdatesActor, chunkFailures: ChunkFailures): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') updates.send({ type: 'page.visible' })
  }
  document.addEventListener('visibilitychange', onVisibility)
  chunkFailures.connect((failure) => updates.send(failure))
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ hrefChanged, toLocation }) => {
    if (hrefChanged) updates.send({ type: 'router.beforeNavigate', href: toLocation.href })
  })
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    unsubscribe()
  }
}
