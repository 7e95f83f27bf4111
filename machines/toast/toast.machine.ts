import { assign, cancel, raise, setup } from 'xstate'

/**
 * One toast's life: it is visible with a running timer, pauses while the pointer is over it or focus is
 * inside it (so a reader never loses a message mid-sentence), resumes with the time it had left, and is
 * dismissed by the timer or by the reader. The machine knows no DOM: the component sends the events.
 */
export interface ToastInput { id: string; timeoutMs?: number }

export interface ToastContext {
  id: string
  timeoutMs: number
  /** Time left on the auto-dismiss timer. */
  remainingMs: number
  /** When the current run of the timer began (ms epoch). */
  startedAt: number
  hovered: boolean
  focused: boolean
}

export type ToastEvent =
  | { type: 'toast.pointerEnter' }
  | { type: 'toast.pointerLeave' }
  | { type: 'toast.focusIn' }
  | { type: 'toast.focusOut' }
  | { type: 'toast.dismiss' }
  /** Raised by the machine itself when the auto-dismiss delay has run out. */
  | { type: 'toast.expire' }

export const DEFAULT_TOAST_TIMEOUT_MS = 6000

export const toastMachine = setup({
  types: {} as { context: ToastContext; events: ToastEvent; input: ToastInput },
  delays: {
    // Named so the composition root (or a test) can provide its own timing.
    autoDismiss: ({ context }) => context.remainingMs,
  },
  guards: {
    // Leaving by one means does not resume while the other still holds the toast.
    stillFocused: ({ context }) => context.focused,
    stillHovered: ({ context }) => context.hovered,
  },
  actions: {
    startClock: assign({ startedAt: () => Date.now() }),
    stopClock: assign({ remainingMs: ({ context }) => Math.max(0, context.remainingMs - (Date.now() - context.startedAt)) }),
    // A cancellable delayed event rather than `after`, so the timeout is an ordinary event a test model can drive.
    scheduleExpiry: raise({ type: 'toast.expire' }, { id: 'expiry', delay: 'autoDismiss' }),
    cancelExpiry: cancel('expiry'),
    // The machine only says it is done; the composition root decides what that means (remove it from the list).
    announceDismissed: (_, _params: { id: string }) => {},
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => {
    const timeoutMs = input.timeoutMs ?? DEFAULT_TOAST_TIMEOUT_MS
    return { id: input.id, timeoutMs, remainingMs: timeoutMs, startedAt: 0, hovered: false, focused: false }
  },
  initial: 'visible',
  states: {
    visible: {
      entry: ['startClock', 'scheduleExpiry'],
      exit: 'cancelExpiry',
      on: {
        'toast.expire': 'dismissed',
        'toast.pointerEnter': { target: 'paused', actions: [assign({ hovered: true }), 'stopClock'] },
        'toast.focusIn': { target: 'paused', actions: [assign({ focused: true }), 'stopClock'] },
        'toast.dismiss': 'dismissed',
      },
    },
    paused: {
      on: {
        'toast.pointerEnter': { actions: assign({ hovered: true }) },
        'toast.focusIn': { actions: assign({ focused: true }) },
        'toast.pointerLeave': [
          { guard: 'stillFocused', actions: assign({ hovered: false }) },
          { target: 'visible', actions: assign({ hovered: false }) },
        ],
        'toast.focusOut': [
          { guard: 'stillHovered', actions: assign({ focused: false }) },
          { target: 'visible', actions: assign({ focused: false }) },
        ],
        'toast.dismiss': 'dismissed',
      },
    },
    dismissed: {
      type: 'final',
      entry: { type: 'announceDismissed', params: ({ context }) => ({ id: context.id }) },
    },
  },
})
