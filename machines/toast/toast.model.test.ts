import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { toastMachine, type ToastEvent } from './toast.machine.ts'

const TIMEOUT = 1000
type Snapshot = SnapshotFrom<typeof toastMachine>

// The model explores value + hold flags; times are the system under test's business, checked below.
const model = createTestModel(toastMachine, {
  input: { id: 't1', timeoutMs: TIMEOUT },
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.hovered, snapshot.context.focused]),
})

describe('toast machine (model-based)', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  // Every shortest path to every distinct state, not only the ones no longer path contains.
  const paths = model.getShortestPaths({ allowDuplicatePaths: true })
  const name = (path: (typeof paths)[number]) => {
    const { value, context } = path.state
    const held = [context.hovered && 'hovered', context.focused && 'focused'].filter(Boolean).join('+') || 'free'
    return `reaches ${JSON.stringify(value)} (${held}) via ${path.steps.map((step) => step.event.type).join(' → ')}`
  }

  it('reaches every state, including the auto-dismiss timer', () => {
    const seen = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect(seen).toEqual(new Set(['"visible"', '"paused"', '"dismissed"']))
    expect(paths.some((path) => path.steps.some((step) => step.event.type === 'toast.expire'))).toBe(true)
  })

  for (const path of paths) {
    it(name(path), async () => {
      const actor = createActor(toastMachine, { input: { id: 't1', timeoutMs: TIMEOUT } }).start()
      const held = (snapshot: Snapshot) => snapshot.context.hovered || snapshot.context.focused
      await path.test({
        states: {
          visible: (state) => {
            expect(actor.getSnapshot().value).toBe('visible')
            expect(held(state)).toBe(false)
          },
          paused: (state) => {
            expect(actor.getSnapshot().value).toBe('paused')
            expect(held(state)).toBe(true)
            // Paused means paused: no amount of time dismisses it.
            vi.advanceTimersByTime(TIMEOUT * 10)
            expect(actor.getSnapshot().value).toBe('paused')
          },
          dismissed: () => {
            expect(actor.getSnapshot().status).toBe('done')
          },
        },
        events: {
          'toast.pointerEnter': () => { actor.send({ type: 'toast.pointerEnter' }) },
          'toast.pointerLeave': () => { actor.send({ type: 'toast.pointerLeave' }) },
          'toast.focusIn': () => { actor.send({ type: 'toast.focusIn' }) },
          'toast.focusOut': () => { actor.send({ type: 'toast.focusOut' }) },
          'toast.dismiss': () => { actor.send({ type: 'toast.dismiss' } satisfies ToastEvent) },
          // The timer is driven by time itself, never by sending the event.
          'toast.expire': () => { vi.advanceTimersByTime(actor.getSnapshot().context.remainingMs) },
        },
      })
      actor.stop()
    })
  }
})

describe('toast machine timing', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  it('resumes with the time it had left, not a fresh timeout', () => {
    const actor = createActor(toastMachine, { input: { id: 't1', timeoutMs: TIMEOUT } }).start()
    vi.advanceTimersByTime(600)
    actor.send({ type: 'toast.pointerEnter' })
    vi.advanceTimersByTime(5000)
    actor.send({ type: 'toast.pointerLeave' })
    vi.advanceTimersByTime(399)
    expect(actor.getSnapshot().value).toBe('visible')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('stays paused while focus is still inside after the pointer leaves', () => {
    const actor = createActor(toastMachine, { input: { id: 't1', timeoutMs: TIMEOUT } }).start()
    actor.send({ type: 'toast.focusIn' })
    actor.send({ type: 'toast.pointerEnter' })
    actor.send({ type: 'toast.pointerLeave' })
    vi.advanceTimersByTime(TIMEOUT * 2)
    expect(actor.getSnapshot().value).toBe('paused')
    actor.send({ type: 'toast.focusOut' })
    vi.advanceTimersByTime(TIMEOUT)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('announces its dismissal with its id, once, to whoever provided the action', () => {
    const announced: string[] = []
    const logic = toastMachine.provide({ actions: { announceDismissed: (_, { id }) => { announced.push(id) } } })
    const actor = createActor(logic, { input: { id: 't3', timeoutMs: TIMEOUT } }).start()
    actor.send({ type: 'toast.dismiss' })
    actor.send({ type: 'toast.dismiss' })
    expect(announced).toEqual(['t3'])
  })

  it('uses a provided delay when the composition root supplies one', () => {
    const actor = createActor(toastMachine.provide({ delays: { autoDismiss: 50 } }), { input: { id: 't2' } }).start()
    vi.advanceTimersByTime(50)
    expect(actor.getSnapshot().status).toBe('done')
  })
})
