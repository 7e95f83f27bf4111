import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { runPath, specPaths } from '#tests/models/support/spec-paths.ts'
import { serializeToastState, TOAST_TIMEOUT_MS, toastSpecModel } from '#tests/models/toast.spec-model.ts'
import { toastMachine } from './toast.machine.ts'

/**
 * Paths from the spec model (tests/models/toast.spec-model.ts) drive the real toast machine on a fake clock: at every
 * model state the toast is shown or gone as R-TOAST-2 says, and the app is told exactly once when it goes.
 */
describe('toast, spec model', () => {
  beforeEach(() => { vi.useFakeTimers({ now: 0 }) })
  afterEach(() => { vi.useRealTimers() })

  for (const path of specPaths(toastSpecModel, { limit: 5000, maxPaths: 40, serializeState: serializeToastState })) {
    it(path.name, async () => {
      const gone: string[] = []
      const machine = toastMachine.provide({ actions: { announceDismissed: (_, { id }) => { gone.push(id) } } })
      const actor = createActor(machine, { input: { id: 't1', timeoutMs: TOAST_TIMEOUT_MS } }).start()
      const advanceTo = (clockMs: number) => { vi.advanceTimersByTime(clockMs - Date.now()) }
      await runPath(path, {
        events: {
          'clock.halfTimePasses': (_event, after) => { advanceTo(after.context.clockMs) },
          'clock.timeRunsOut': (_event, after) => {
            advanceTo(after.context.clockMs - 1)
            expect(gone, 'still shown a millisecond before its time').toEqual([])
            advanceTo(after.context.clockMs)
          },
          'clock.muchTimePasses': (_event, after) => { advanceTo(after.context.clockMs) },
          'pointer.enters': () => { actor.send({ type: 'toast.pointerEnter' }) },
          'pointer.leaves': () => { actor.send({ type: 'toast.pointerLeave' }) },
          'focus.enters': () => { actor.send({ type: 'toast.focusIn' }) },
          'focus.leaves': () => { actor.send({ type: 'toast.focusOut' }) },
          'reader.dismisses': () => { actor.send({ type: 'toast.dismiss' }) },
        },
        check: ({ context }) => {
          expect(Date.now()).toBe(context.clockMs)
          expect(gone, 'the app is told once that the toast is gone').toEqual(context.gone ? ['t1'] : [])
          expect(actor.getSnapshot().status).toBe(context.gone ? 'done' : 'active')
        },
      })
      actor.stop()
    })
  }
})
