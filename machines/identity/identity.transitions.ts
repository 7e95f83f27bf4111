import { IDENTITY_MESSAGES } from './identity.types.ts'
import { identitySetup, notifyLogout } from './identity.setup.ts'

/** Transitions shared by several states, so every way out of a session is handled the same way. */

const { spawnChild, stopChild } = identitySetup

/** Runs one named effect for exactly as long as its state is active; a late answer is dropped. */
export function runEffect<const Src extends 'loadStoredUser' | 'completeSignIn' | 'signinRedirect' | 'signinPopup' | 'signinSilent' | 'renewSilently' | 'refreshTokens' | 'signoutRedirect' | 'signoutPopup' | 'signoutSilent'>(src: Src) {
  // Spawned, not invoked: xstate/graph rejects `invoke`, and the done/error events are identical.
  return { entry: spawnChild(src, { id: src }), exit: stopChild(src) }
}

const method = (value: 'redirect' | 'popup') => ({ type: 'methodIs', params: { method: value } }) as const

export const signOut = [
  { guard: method('redirect'), target: '#identity.signingOut.redirect' },
  { guard: method('popup'), target: '#identity.signingOut.popup' },
  { target: '#identity.signingOut.silent' },
] as const

/** Clear what the app keeps about the member, say the pending goodbye, forget the user. */
export const finishLogout = ['clearIdentityStorage', notifyLogout, 'forgetUser'] as const

/** The provider or another part of the app already ended the session: no round trip, just clean up. */
export const localLogout = { target: '#identity.anonymous', actions: finishLogout } as const

/** Spec §4 Tokens / §8: a failed refresh logs out with "Session expired. You have been logged out." */
export const forcedLogout = {
  target: '#identity.signingOut.silent',
  actions: ['emitRefreshFailed', { type: 'sayGoodbyeWith', params: { message: IDENTITY_MESSAGES.sessionExpired } }],
} as const
