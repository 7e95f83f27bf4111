import { toastMachine } from '#machines/toast/toast.machine.ts'
import { dismissToast } from '#src/lib/toasts.ts'

/** Each visible toast runs one of these; when its timer (or the reader) dismisses it, it leaves the list. */
export const toastLogic = toastMachine.provide({
  actions: { announceDismissed: (_, { id }) => dismissToast(id) },
})
