import { setup } from 'xstate'

/**
 * One toast, as docs/product.md states it, written without reading machines/toast: R-TOAST-2 a toast goes after its
 * timeout unless the pointer is over it or focus is inside it (a keyboard reader must not lose it mid-sentence);
 * a paused toast resumes with the time it had left, not a new full timeout; the reader can dismiss it; the app is
 * told once when it is gone. The model runs on a short timeout of its own instead of the default 6 s.
 *
 * Observable: whether the toast is still shown, and the clock.
 */
export const TOAST_TIMEOUT_MS = 1000
const HALF = TOAST_TIMEOUT_MS / 2

export interface ToastModelContext {
  clockMs: number
  /** Time the toast has left on screen while nothing holds it. */
  remainingMs: number
  hovered: boolean
  focused: boolean
  gone: 'timeout' | 'dismissed' | null
  /** The toast has been held and let go since it started (so the time left must have been kept, not reset). */
  resumed: boolean
  /** Half of its time ran before anything else happened. */
  halfRun: boolean
}

export type ToastModelEvent =
  | { type: 'clock.halfTimePasses' }
  | { type: 'clock.timeRunsOut' }
  | { type: 'clock.muchTimePasses' }
  | { type: 'pointer.enters' } | { type: 'pointer.leaves' }
  | { type: 'focus.enters' } | { type: 'focus.leaves' }
  | { type: 'reader.dismisses' }

const toastModelSetup = setup({
  types: {} as { context: ToastModelContext; events: ToastModelEvent },
  guards: {
    held: ({ context }) => context.hovered || context.focused,
    free: ({ context }) => !context.hovered && !context.focused,
  },
})
const { assign } = toastModelSetup

export const toastSpecModel = toastModelSetup.createMachine({
  id: 'toastSpec',
  context: { clockMs: 0, remainingMs: TOAST_TIMEOUT_MS, hovered: false, focused: false, gone: null, resumed: false, halfRun: false },
  initial: 'shown',
  states: {
    shown: {
      on: {
        // A model bound: the half is taken once per hold, so the paths stay few.
        'clock.halfTimePasses': {
          guard: ({ context }) => !context.hovered && !context.focused && context.remainingMs === TOAST_TIMEOUT_MS,
          actions: assign(({ context }) => ({ clockMs: context.clockMs + HALF, remainingMs: context.remainingMs - HALF, halfRun: true })),
        },
        'clock.timeRunsOut': {
          guard: 'free',
          target: 'gone',
          actions: assign(({ context }) => ({ clockMs: context.clockMs + context.remainingMs, remainingMs: 0, gone: 'timeout' as const })),
        },
        // Held, no amount of time takes it away.
        'clock.muchTimePasses': { guard: ({ context }) => (context.hovered || context.focused) && context.clockMs < 10 * TOAST_TIMEOUT_MS, actions: assign({ clockMs: ({ context }) => context.clockMs + 5 * TOAST_TIMEOUT_MS }) },
        'pointer.enters': { guard: ({ context }) => !context.hovered, actions: assign({ hovered: true }) },
        'pointer.leaves': { guard: ({ context }) => context.hovered, actions: assign({ hovered: false, resumed: ({ context }) => !context.focused }) },
        'focus.enters': { guard: ({ context }) => !context.focused, actions: assign({ focused: true }) },
        'focus.leaves': { guard: ({ context }) => context.focused, actions: assign({ focused: false, resumed: ({ context }) => !context.hovered }) },
        'reader.dismisses': { target: 'gone', actions: assign({ gone: 'dismissed' }) },
      },
    },
    gone: { type: 'final' },
  },
})

/** The clock's value does not make a new state; what holds the toast, the time left and how it got there do. */
export function serializeToastState({ value, context }: { value: unknown; context: ToastModelContext }): string {
  return JSON.stringify([value, context.remainingMs, context.hovered, context.focused, context.gone, context.resumed, context.halfRun, context.clockMs > 2 * TOAST_TIMEOUT_MS])
}
