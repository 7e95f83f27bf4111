import { isChunkLoadError } from '#src/features/updates/browser.ts'
import { log } from '#src/lib/log.ts'
import type { AppRouter } from '../router.tsx'

/** A failed chunk load as the updates machine (machines/updates) hears it. */
export interface ChunkFailure {
  type: 'chunk.loadFailed'
  href?: string
  reloadNow?: boolean
}

export interface ChunkFailures {
  /** Delivers the failures seen so far, then every later one as it happens. Once. */
  connect: (send: (failure: ChunkFailure) => void) => void
}

const logger = log.child('updates')
const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

/** TanStack Router's lazy components reload once per missing module on their own; the updates machine owns that decision here. */
function claimChunkReload(error: unknown) {
  if (!(error instanceof Error)) return
  try {
    storage()?.setItem(`tanstack_router_reload:${error.message}`, '1')
  } catch {
    // without storage the router may reload once more; the machine's guard still stops a loop
  }
}

/**
 * Listens for failed chunk loads from before hydration on. The updates actor starts only after hydration
 * (./start.ts), but a page whose own chunk is gone fails while hydrating: its failure is claimed at once (so the
 * router does not reload behind the machine's back) and kept until the actor connects.
 */
export function watchChunkFailures(router: Pick<AppRouter, 'state' | 'latestLocation'>): ChunkFailures {
  const early: ChunkFailure[] = []
  let deliver = (failure: ChunkFailure) => { early.push(failure) }
  // Vite's preload helper reports every failed dynamic import here before the import rejects.
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (error !== undefined && !isChunkLoadError(error)) return
    claimChunkReload(error)
    // A chunk of the navigation in flight: that page cannot render from this bundle, so load it afresh now.
    // A failed preload (hover) only marks the tab stale: the next navigation loads afresh.
    const navigating = router.state.status === 'pending'
    logger.warn('a code chunk failed to load', error)
    deliver(navigating ? { type: 'chunk.loadFailed', href: router.latestLocation.href, reloadNow: true } : { type: 'chunk.loadFailed' })
  })
  return {
    connect: (send) => {
      deliver = send
      early.splice(0).forEach(send)
    },
  }
}
