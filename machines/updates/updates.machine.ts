import {
  and, assign, cancel, emit, enqueueActions, fromPromise, raise, setup, spawnChild, stopChild,
  type DoneActorEvent, type ErrorActorEvent,
} from 'xstate'

/**
 * New-build detection (R-UPD). The tab polls the latest build manifest; once a newer
 * build exists, or a lazy chunk failed to load (its file is gone after a deploy), the next navigation
 * becomes a full page load so the reader gets a consistent bundle. A reload guard refuses a second
 * reload within 10 s, so a broken deploy cannot trap the tab in a reload loop.
 *
 * `chunk.loadFailed` without `reloadNow` only marks the tab stale (the next navigation reloads).
 * With `{ reloadNow: true, href }` the app says the failed chunk belongs to the navigation in flight:
 * that page cannot render from this bundle, so the machine reloads `href` at once (still guarded).
 */
export interface LatestBuild { id: string }

export interface UpdatesInput {
  /** The id this bundle was built with (`import.meta.env.VITE_BUILD_ID`). */
  currentBuildId: string
  pollIntervalMs?: number
  /** When the tab last did a full load for an update (ms epoch, from session storage), if ever. */
  lastReloadAt?: number | null
  /** Save-Data or a 2g/slow-2g connection: the router should not preload routes. */
  slowConnection?: boolean
}

export interface UpdatesContext {
  currentBuildId: string
  latestBuildId: string | null
  pollIntervalMs: number
  preloadAllowed: boolean
  lastReloadAt: number | null
  /** True while the last reload is less than `RELOAD_GUARD_MS` old. */
  reloadHeld: boolean
}

export const FETCH_LATEST_BUILD = 'fetchLatestBuild'

export type UpdatesEvent =
  | { type: 'page.visible' }
  | { type: 'router.beforeNavigate'; href: string }
  | { type: 'chunk.loadFailed'; href?: string; reloadNow?: boolean }
  /** Raised by the machine itself every `pollInterval`. */
  | { type: 'poll.due' }
  /** Raised by the machine itself when the reload guard runs out. */
  | { type: 'reloadGuard.released' }
  | DoneActorEvent<LatestBuild, typeof FETCH_LATEST_BUILD>
  | ErrorActorEvent<unknown, typeof FETCH_LATEST_BUILD>

/** Emitted (listen with `actor.on('reload.suppressed', ...)`) so the app can log the refused reload. */
export interface ReloadSuppressed { type: 'reload.suppressed'; href: string; lastReloadAt: number }

export const DEFAULT_POLL_INTERVAL_MS = 3_600_000
export const RELOAD_GUARD_MS = 10_000

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`updates machine: actor "${name}" was not provided`))
}

function effect<TParams>(name: string): (_: unknown, params: TParams) => void {
  return () => {
    throw new Error(`updates machine: action "${name}" was not provided`)
  }
}

function isRecent(lastReloadAt: number | null | undefined): boolean {
  return typeof lastReloadAt === 'number' && Date.now() - lastReloadAt < RELOAD_GUARD_MS
}

function hrefOf(event: UpdatesEvent): string {
  return event.type === 'router.beforeNavigate' || event.type === 'chunk.loadFailed' ? event.href ?? '' : ''
}

export const updatesMachine = setup({
  types: {} as { context: UpdatesContext; events: UpdatesEvent; input: UpdatesInput; emitted: ReloadSuppressed },
  actors: {
    [FETCH_LATEST_BUILD]: fromPromise<LatestBuild>(notProvided(FETCH_LATEST_BUILD)),
  },
  actions: {
    fullPageLoad: effect<{ href: string }>('fullPageLoad'),
    // Delayed events and a spawned fetch rather than `after`/`invoke`, so the model-based test can drive each one.
    schedulePoll: raise({ type: 'poll.due' }, { id: 'nextPoll', delay: 'pollInterval' }),
    cancelPoll: cancel('nextPoll'),
    startCheck: spawnChild(FETCH_LATEST_BUILD, { id: FETCH_LATEST_BUILD }),
    stopCheck: stopChild(FETCH_LATEST_BUILD),
    holdReloads: assign({ lastReloadAt: () => Date.now(), reloadHeld: true }),
    scheduleReloadRelease: raise({ type: 'reloadGuard.released' }, { id: 'reloadGuard', delay: 'reloadGuardRemaining' }),
    reportReloadSuppressed: emit(({ context, event }) => ({
      type: 'reload.suppressed' as const,
      href: hrefOf(event),
      lastReloadAt: context.lastReloadAt ?? 0,
    })),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
    reloadGuardRemaining: ({ context }) => Math.max(0, (context.lastReloadAt ?? 0) + RELOAD_GUARD_MS - Date.now()),
  },
  guards: {
    // The guard is a flag rather than a clock read so that the machine stays deterministic between events.
    reloadAllowed: ({ context }) => !context.reloadHeld,
    isNewBuild: ({ context, event }) =>
      event.type === `xstate.done.actor.${FETCH_LATEST_BUILD}` &&
      typeof event.output.id === 'string' && event.output.id !== '' && event.output.id !== context.currentBuildId,
    reloadRequested: ({ event }) => event.type === 'chunk.loadFailed' && event.reloadNow === true && !!event.href,
  },
}).createMachine({
  id: 'updates',
  context: ({ input }) => ({
    currentBuildId: input.currentBuildId,
    latestBuildId: null,
    pollIntervalMs: input.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    preloadAllowed: !(input.slowConnection ?? false),
    lastReloadAt: input.lastReloadAt ?? null,
    reloadHeld: isRecent(input.lastReloadAt),
  }),
  // A reload just before this page load (a loop in the making) keeps the guard closed for the rest of the 10 s.
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.reloadHeld) enqueue('scheduleReloadRelease')
  }),
  on: {
    'reloadGuard.released': { actions: assign({ reloadHeld: false }) },
    'chunk.loadFailed': [
      {
        guard: and(['reloadRequested', 'reloadAllowed']),
        target: '.stale.chunkFailed',
        actions: [{ type: 'fullPageLoad', params: ({ event }) => ({ href: event.href ?? '' }) }, 'holdReloads', 'scheduleReloadRelease'],
      },
      { guard: 'reloadRequested', target: '.stale.chunkFailed', actions: 'reportReloadSuppressed' },
      { target: '.stale.chunkFailed' },
    ],
  },
  initial: 'current',
  states: {
    current: {
      initial: 'idle',
      states: {
        idle: {
          entry: 'schedulePoll',
          exit: 'cancelPoll',
          on: { 'poll.due': 'checking', 'page.visible': 'checking' },
        },
        checking: {
          entry: 'startCheck',
          exit: 'stopCheck',
          on: {
            [`xstate.done.actor.${FETCH_LATEST_BUILD}`]: [
              {
                guard: 'isNewBuild',
                target: '#updates.stale.updateAvailable',
                actions: assign({ latestBuildId: ({ event }) => event.output.id }),
              },
              { target: 'idle' },
            ],
            // R-UPD-4: a failed poll is ignored; the next one is scheduled as usual.
            [`xstate.error.actor.${FETCH_LATEST_BUILD}`]: 'idle',
          },
        },
      },
    },
    stale: {
      initial: 'updateAvailable',
      on: {
        'router.beforeNavigate': [
          {
            guard: 'reloadAllowed',
            actions: [{ type: 'fullPageLoad', params: ({ event }) => ({ href: event.href }) }, 'holdReloads', 'scheduleReloadRelease'],
          },
          { actions: 'reportReloadSuppressed' },
        ],
      },
      states: {
        updateAvailable: {},
        chunkFailed: {},
      },
    },
  },
})
