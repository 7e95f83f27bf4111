import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { RELOAD_GUARD_MS, updatesMachine, type LatestBuild, type UpdatesEvent, type UpdatesInput } from './updates.machine.ts'

type Snapshot = SnapshotFrom<typeof updatesMachine>
const CURRENT = 'b-current'
const POLL_MS = 60_000
const T0 = new Date('2026-03-01T09:00:00Z').getTime()

// Concrete payloads for the events that carry data; the rest are sent as `{ type }`.
const events: UpdatesEvent[] = [
  { type: 'router.beforeNavigate', href: '/news' },
  { type: 'chunk.loadFailed' },
  { type: 'chunk.loadFailed', href: '/bible', reloadNow: true },
  { type: 'xstate.done.actor.fetchLatestBuild', actorId: 'fetchLatestBuild', output: { id: CURRENT } },
  { type: 'xstate.done.actor.fetchLatestBuild', actorId: 'fetchLatestBuild', output: { id: 'b-next' } },
  { type: 'xstate.error.actor.fetchLatestBuild', actorId: 'fetchLatestBuild', error: new Error('offline') },
]

// Two starts: a fresh tab, and a tab loaded 3 s after the previous reload (guard closed at start).
const starts: { name: string; input: () => UpdatesInput }[] = [
  { name: 'a fresh tab', input: () => ({ currentBuildId: CURRENT, pollIntervalMs: POLL_MS }) },
  { name: 'a tab reloaded 3 s ago', input: () => ({ currentBuildId: CURRENT, pollIntervalMs: POLL_MS, lastReloadAt: Date.now() - 3000 }) },
]

function harness(input: UpdatesInput) {
  let pending: { resolve: (build: LatestBuild) => void; reject: (error: unknown) => void } | undefined
  const reloads: string[] = []
  const machine = updatesMachine.provide({
    actors: { fetchLatestBuild: fromPromise(() => new Promise<LatestBuild>((resolve, reject) => { pending = { resolve, reject } })) },
    actions: { fullPageLoad: (_, { href }) => { reloads.push(href) } },
  })
  const actor = createActor(machine, { input }).start()
  const answer = async (settle: (fetch: NonNullable<typeof pending>) => void) => {
    if (!pending) throw new Error('no poll in flight')
    settle(pending)
    pending = undefined
    await waitFor(actor, (snapshot) => !snapshot.matches({ current: 'checking' }), { timeout: 1000 })
  }
  return { actor, reloads, answer }
}

describe.each(starts)('updates machine, $name (model-based)', ({ input }) => {
  beforeEach(() => { vi.useFakeTimers({ now: T0 }) })
  afterEach(() => { vi.useRealTimers() })

  // The traversal reads the clock once (is the guard closed at start?), so it runs at the tests' time.
  vi.useFakeTimers({ now: T0 })
  const model = createTestModel(updatesMachine, {
    input: input(),
    events,
    // The reload time itself is not part of the state: only whether the guard is closed.
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.reloadHeld, snapshot.context.latestBuildId]),
  })
  // With a 60 s poll the 10 s guard always opens before the next poll: the other order cannot happen.
  const paths = model.getShortestPaths({
    allowDuplicatePaths: true,
    filterEvents: (snapshot, event) => !(event.type === 'poll.due' && snapshot.context.reloadHeld),
  })
  vi.useRealTimers()

  const name = ({ state, steps }: (typeof paths)[number]) => {
    const via = steps.map(({ event }) => {
      if (event.type === 'xstate.done.actor.fetchLatestBuild') return `poll answered ${event.output.id}`
      if (event.type === 'xstate.error.actor.fetchLatestBuild') return 'poll failed'
      if (event.type === 'chunk.loadFailed' && event.reloadNow) return 'chunk.loadFailed(reloadNow)'
      return event.type
    })
    return `reaches ${JSON.stringify(state.value)}${state.context.reloadHeld ? ' (reload guard closed)' : ''} via ${via.join(' → ')}`
  }

  it('reaches every build state and both sides of the reload guard', () => {
    const seen = new Set(paths.map((path) => JSON.stringify([path.state.value, path.state.context.reloadHeld])))
    for (const value of [{ current: 'idle' }, { current: 'checking' }, { stale: 'updateAvailable' }, { stale: 'chunkFailed' }])
      expect(seen).toContain(JSON.stringify([value, false]))
    expect(seen).toContain(JSON.stringify([{ stale: 'chunkFailed' }, true]))
  })

  for (const path of paths) {
    it(name(path), async () => {
      const { actor, reloads, answer } = harness(input())
      const expectSame = (expected: Snapshot) => {
        const actual = actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        expect(actual.context.reloadHeld).toBe(expected.context.reloadHeld)
        expect(actual.context.latestBuildId).toBe(expected.context.latestBuildId)
      }
      // The model closes the guard exactly when it reloads, so a closing guard must come with one full load of the href.
      const sendAndCheckReload = (event: UpdatesEvent, after: Snapshot) => {
        const before = { held: actor.getSnapshot().context.reloadHeld, reloads: reloads.length }
        actor.send(event)
        const reloaded = !before.held && after.context.reloadHeld
        const href = event.type === 'router.beforeNavigate' || event.type === 'chunk.loadFailed' ? event.href : undefined
        expect(reloads.slice(before.reloads)).toEqual(reloaded ? [href] : [])
      }
      await path.test({
        states: {
          current: (state) => {
            expectSame(state)
            expect(reloads).toEqual([])
          },
          // Pending timers: the next poll while idle, the guard's release while it is closed; nothing else.
          'current.idle': (state) => { expect(vi.getTimerCount()).toBe(1 + Number(state.context.reloadHeld)) },
          'current.checking': (state) => { expect(vi.getTimerCount()).toBe(Number(state.context.reloadHeld)) },
          stale: (state) => {
            expectSame(state)
            expect(vi.getTimerCount()).toBe(Number(state.context.reloadHeld))
          },
        },
        // xstate/graph types an executor's event as `{ type }` only; at run time it is the full model event.
        events: {
          // Timers are driven by time itself, never by sending their events.
          'poll.due': () => { vi.advanceTimersByTime(POLL_MS) },
          'reloadGuard.released': () => {
            vi.advanceTimersByTime(Math.max(0, (actor.getSnapshot().context.lastReloadAt ?? 0) + RELOAD_GUARD_MS - Date.now()))
          },
          'page.visible': () => { actor.send({ type: 'page.visible' }) },
          'router.beforeNavigate': ({ event, state }) => { sendAndCheckReload(event as UpdatesEvent, state) },
          'chunk.loadFailed': ({ event, state }) => { sendAndCheckReload(event as UpdatesEvent, state) },
          'xstate.done.actor.fetchLatestBuild': ({ event }) => answer((fetch) => {
            const done = event as UpdatesEvent
            if (done.type === 'xstate.done.actor.fetchLatestBuild') fetch.resolve(done.output)
          }),
          'xstate.error.actor.fetchLatestBuild': ({ event }) => answer((fetch) => {
            const failed = event as UpdatesEvent
            if (failed.type === 'xstate.error.actor.fetchLatestBuild') fetch.reject(failed.error)
          }),
        },
      })
      actor.stop()
    })
  }
})
