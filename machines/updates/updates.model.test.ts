import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { runPath, specPaths } from '#tests/models/support/spec-paths.ts'
import {
  CURRENT_BUILD, DEFAULT_POLL_INTERVAL_MS, FAILED_CHUNK_PAGE, NEXT_BUILD, NEXT_PAGE, serializeUpdatesState, updatesSpecModel,
  type UpdatesModelInput,
} from '#tests/models/updates.spec-model.ts'
import { updatesMachine, type LatestBuild, type ReloadSuppressed } from './updates.machine.ts'

/**
 * Paths from the spec model (tests/models/updates.spec-model.ts) drive the real updates machine with a recording
 * manifest fetch, a recording full page load and a fake clock. At every model state the requests made, the page
 * loads and the refused reloads must be what docs/product.md says (R-UPD).
 */

const T0 = new Date('2026-03-01T09:00:00Z').getTime()

function startSut(input: UpdatesModelInput) {
  const requests: Array<{ resolve: (build: LatestBuild) => void; reject: (error: unknown) => void; settled: boolean }> = []
  const reloads: string[] = []
  const refused: ReloadSuppressed[] = []
  const machine = updatesMachine.provide({
    actors: {
      fetchLatestBuild: fromPromise(() => new Promise<LatestBuild>((resolve, reject) => { requests.push({ resolve, reject, settled: false }) })),
    },
    actions: { fullPageLoad: (_, { href }) => { reloads.push(href) } },
  })
  const actor = createActor(machine, {
    input: {
      currentBuildId: CURRENT_BUILD,
      ...(input.pollIntervalMs === DEFAULT_POLL_INTERVAL_MS ? {} : { pollIntervalMs: input.pollIntervalMs }),
      lastReloadAt: input.lastReloadAtMs === null ? null : T0 + input.lastReloadAtMs,
    },
  })
  actor.on('reload.suppressed', (event) => { refused.push(event) })
  actor.start()
  const answer = async (settle: (request: (typeof requests)[number]) => void) => {
    const request = requests.at(-1)
    if (!request || request.settled) throw new Error('no manifest request in flight')
    request.settled = true
    settle(request)
    for (let i = 0; i < 10; i += 1) await Promise.resolve()
  }
  return { actor, requests, reloads, refused, answer }
}

const inputs: Array<[string, UpdatesModelInput]> = [
  ['a fresh tab polling at the default hour', { pollIntervalMs: DEFAULT_POLL_INTERVAL_MS, lastReloadAtMs: null }],
  ['a tab reloaded for an update 3 s ago, polling every minute', { pollIntervalMs: 60_000, lastReloadAtMs: -3000 }],
]

describe.each(inputs)('updates, spec model (%s)', (_, input) => {
  beforeEach(() => { vi.useFakeTimers({ now: T0 }) })
  afterEach(() => { vi.useRealTimers() })

  for (const path of specPaths(updatesSpecModel, { input, limit: 5000, maxPaths: 80, serializeState: serializeUpdatesState })) {
    it(path.name, async () => {
      const sut = startSut(input)
      const advanceTo = (clockMs: number) => { vi.advanceTimersByTime(T0 + clockMs - Date.now()) }
      await runPath(path, {
        events: {
          'clock.pollIntervalPasses': (_event, _after, before) => {
            const due = before.context.nextPollAtMs
            const made = sut.requests.length
            advanceTo(due - 1)
            expect(sut.requests.length, 'no manifest request before the interval has passed').toBe(made)
            advanceTo(due)
          },
          'tab.becomesVisible': () => { sut.actor.send({ type: 'page.visible' }) },
          'manifest.sameBuild': () => sut.answer((request) => { request.resolve({ id: CURRENT_BUILD }) }),
          'manifest.newerBuild': () => sut.answer((request) => { request.resolve({ id: NEXT_BUILD }) }),
          'manifest.fails': () => sut.answer((request) => { request.reject(new Error('offline')) }),
          'reader.navigates': () => { sut.actor.send({ type: 'router.beforeNavigate', href: NEXT_PAGE }) },
          'chunk.failsToPreload': () => { sut.actor.send({ type: 'chunk.loadFailed' }) },
          'chunk.failsDuringNavigation': () => { sut.actor.send({ type: 'chunk.loadFailed', href: FAILED_CHUNK_PAGE, reloadNow: true }) },
          'clock.justBeforeGuardEnds': (_event, after) => { advanceTo(after.context.clockMs) },
          'clock.guardEnds': (_event, after) => { advanceTo(after.context.clockMs) },
        },
        check: (state) => {
          const { context } = state
          expect(Date.now()).toBe(T0 + context.clockMs)
          expect(sut.requests.length, 'manifest requests').toBe(context.manifestRequests)
          const inFlight = sut.requests.filter((request) => !request.settled).length
          if (state.matches({ current: 'checking' })) expect(inFlight).toBe(1)
          expect(sut.reloads, 'full page loads').toEqual(context.reloads)
          expect(sut.refused.map((event) => event.href), 'refused reloads').toHaveLength(context.refusedReloads)
        },
      })
      sut.actor.stop()
    })
  }
})
