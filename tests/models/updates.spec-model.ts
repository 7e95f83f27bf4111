import { setup } from 'xstate'

/**
 * New-build detection as docs/product.md states it, written without reading machines/updates:
 * R-UPD-1 the app polls the latest build manifest every `buildPollIntervalMs` (default 3,600,000) and when the tab
 * becomes visible; once a newer build is found, the next navigation is a full page load; R-UPD-2 the same after a
 * chunk fails to load, and a chunk that fails during a navigation loads that navigation at once; R-UPD-3 a reload
 * guard of 10 s, and a refused reload is announced (`reload.suppressed`) so it can be logged; R-UPD-4 a failed
 * poll is ignored.
 *
 * Observable: manifest requests made, full page loads (with their address), refused reloads, and the clock.
 */

export const DEFAULT_POLL_INTERVAL_MS = 3_600_000
export const RELOAD_GUARD_MS = 10_000
export const CURRENT_BUILD = 'b-current'
export const NEXT_BUILD = 'b-next'
/** Where the reader goes next; the model only needs one address per kind of navigation. */
export const NEXT_PAGE = '/news'
export const FAILED_CHUNK_PAGE = '/bible'

export interface UpdatesModelInput {
  pollIntervalMs: number
  /** When the tab last reloaded for an update, relative to the test's start (negative: before it), or null. */
  lastReloadAtMs: number | null
}

export interface UpdatesModelContext {
  pollIntervalMs: number
  clockMs: number
  nextPollAtMs: number
  lastReloadAtMs: number | null
  manifestRequests: number
  reloads: string[]
  refusedReloads: number
  /** Bounds: how often a navigation with nothing to do, and a visible tab, were tried. */
  quietNavigations: number
  visibleChecks: number
}

export type UpdatesModelEvent =
  | { type: 'clock.pollIntervalPasses' }
  | { type: 'tab.becomesVisible' }
  | { type: 'manifest.sameBuild' }
  | { type: 'manifest.newerBuild' }
  | { type: 'manifest.fails' }
  | { type: 'reader.navigates' }
  | { type: 'chunk.failsToPreload' }
  | { type: 'chunk.failsDuringNavigation' }
  | { type: 'clock.justBeforeGuardEnds' }
  | { type: 'clock.guardEnds' }

type Ctx = UpdatesModelContext

const guardClosed = (context: Ctx) => context.lastReloadAtMs !== null && context.clockMs < context.lastReloadAtMs + RELOAD_GUARD_MS
const MAX_RELOADS = 2
/** Two polls show that polling goes on after an answer or a failure; more would only repeat them. */
const MAX_REQUESTS = 2

const updatesModelSetup = setup({
  types: {} as { context: UpdatesModelContext; events: UpdatesModelEvent; input: UpdatesModelInput },
  guards: {
    guardClosed: ({ context }) => guardClosed(context),
    // Bounds of the model, not rules of the product: a few reloads and one of each quiet event are enough.
    mayReload: ({ context }) => context.reloads.length + context.refusedReloads < MAX_RELOADS,
    mayRequest: ({ context }) => context.manifestRequests < MAX_REQUESTS,
    beforeLastMillisecond: ({ context }) => context.lastReloadAtMs !== null && context.clockMs < context.lastReloadAtMs + RELOAD_GUARD_MS - 1,
  },
})
const { assign } = updatesModelSetup

/** A full page load if the guard allows it, else a refused reload. */
const reloadTo = (href: string) => assign(({ context }) =>
  guardClosed(context)
    ? { refusedReloads: context.refusedReloads + 1 }
    : { reloads: [...context.reloads, href], lastReloadAtMs: context.clockMs })

const schedulePoll = assign(({ context }) => ({ nextPollAtMs: context.clockMs + context.pollIntervalMs }))

export const updatesSpecModel = updatesModelSetup.createMachine({
  id: 'updatesSpec',
  context: ({ input }) => ({
    pollIntervalMs: input.pollIntervalMs, clockMs: 0, nextPollAtMs: input.pollIntervalMs, lastReloadAtMs: input.lastReloadAtMs,
    manifestRequests: 0, reloads: [], refusedReloads: 0, quietNavigations: 0, visibleChecks: 0,
  }),
  initial: 'current',
  on: {
    // The guard's clock runs whatever else happens.
    'clock.justBeforeGuardEnds': {
      guard: 'beforeLastMillisecond',
      actions: assign({ clockMs: ({ context }) => (context.lastReloadAtMs ?? 0) + RELOAD_GUARD_MS - 1 }),
    },
    'clock.guardEnds': { guard: 'guardClosed', actions: assign({ clockMs: ({ context }) => (context.lastReloadAtMs ?? 0) + RELOAD_GUARD_MS }) },
  },
  states: {
    // This bundle is the newest one known: navigations stay in the app.
    current: {
      initial: 'waiting',
      on: {
        'chunk.failsToPreload': '#updatesSpec.stale',
        'chunk.failsDuringNavigation': { guard: 'mayReload', target: '#updatesSpec.stale', actions: reloadTo(FAILED_CHUNK_PAGE) },
      },
      states: {
        waiting: {
          on: {
            'clock.pollIntervalPasses': {
              guard: 'mayRequest',
              target: 'checking',
              actions: assign({ clockMs: ({ context }) => context.nextPollAtMs, manifestRequests: ({ context }) => context.manifestRequests + 1 }),
            },
            'tab.becomesVisible': {
              guard: ({ context }) => context.visibleChecks === 0 && context.manifestRequests < MAX_REQUESTS,
              target: 'checking',
              actions: assign({ manifestRequests: ({ context }) => context.manifestRequests + 1, visibleChecks: 1 }),
            },
            'reader.navigates': { guard: ({ context }) => context.quietNavigations === 0, actions: assign({ quietNavigations: 1 }) },
          },
        },
        // One manifest request in flight.
        checking: {
          on: {
            'manifest.sameBuild': { target: 'waiting', actions: schedulePoll },
            // R-UPD-4: a failed poll is ignored; polling goes on.
            'manifest.fails': { target: 'waiting', actions: schedulePoll },
            'manifest.newerBuild': '#updatesSpec.stale',
          },
        },
      },
    },
    // A newer build exists, or this bundle lost a chunk: the next navigation loads the page afresh.
    stale: {
      on: {
        'reader.navigates': { guard: 'mayReload', actions: reloadTo(NEXT_PAGE) },
        'chunk.failsDuringNavigation': { guard: 'mayReload', actions: reloadTo(FAILED_CHUNK_PAGE) },
      },
    },
  },
})

/**
 * What makes two model states different for a reader: the clock's exact value does not, whether the guard is
 * closed does. Paths still carry their exact snapshots; this only keeps the graph small.
 */
export function serializeUpdatesState(snapshot: { value: unknown; context: UpdatesModelContext }): string {
  const { context } = snapshot
  return JSON.stringify([snapshot.value, guardClosed(context), context.reloads, context.refusedReloads, context.manifestRequests, context.quietNavigations])
}

export type UpdatesModelSnapshot = ReturnType<typeof updatesSpecModel.transition>
