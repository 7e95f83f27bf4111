// The composition root: the one place where machines meet real effects, via .provide(...).
// Each actor's .provide(...) lives in src/app/actors/<actor>.ts; this file is the index of the long-lived ones.
import { toastMachine } from '../../machines/toast/toast.machine.ts'
import { dismissToast } from '../lib/toasts.ts'

export { completeAuthFrame, invalidateOnIdentityChange, startAuthActors } from './actors/identity.ts'

// The root shell runs the address's `action` once mounted; the onboarding actor (./actors/onboarding.ts) is
// imported only when that action asks for it, so it stays out of the entry chunk.
export { useAddressActions } from './actors/address-actions.ts'

/** Each visible toast runs one of these; when its timer (or the reader) dismisses it, it leaves the list. */
export const toastLogic = toastMachine.provide({
  actions: { announceDismissed: (_, { id }) => dismissToast(id) },
})
