// The composition root: the one place where machines meet real effects, via .provide(...).
// Later issues add identity, session, onboarding, ads, updates here (createActor(..., { systemId }).start()).
import { toastMachine } from '../../machines/toast/toast.machine.ts'
import { dismissToast } from '../lib/toasts.ts'

// Identity and session (issue 4): src/app/actors/identity.ts and session.ts hold their .provide(...).
export { completeAuthFrame, invalidateOnIdentityChange, startAuthActors } from './actors/identity.ts'

// Onboarding (issue 5): src/app/actors/onboarding.ts; the root shell runs the address's action once mounted.
export { startOnboarding, useAddressActions } from './actors/onboarding.ts'

/** Each visible toast runs one of these; when its timer (or the reader) dismisses it, it leaves the list. */
export const toastLogic = toastMachine.provide({
  actions: { announceDismissed: (_, { id }) => dismissToast(id) },
})
