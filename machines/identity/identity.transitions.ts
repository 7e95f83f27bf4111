import { identitySetup, loadUser, notifyLogout, notifySessionExpired } from './identity.setup.ts'

/** Transitions shared by several states, so every way out of a session is handled the same way. */

const { spawnChild, stopChild } = identitySetup

type PlainEffect = 'loadStoredUser' | 'completeSignIn' | 'signinRedirect' | 'signinPopup' | 'signinSilent' | 'signoutRedirect' | 'signoutPopup' | 'signoutSilent'

/** Runs one named effect for exactly as long as its state is active; a late answer is dropped. */
export function runEffect<const Src extends PlainEffect>(src: Src) {
  // Spawned, not invoked: xstate/graph rejects `invoke`, and the done/error events are identical.
  return { entry: spawnChild(src, { id: src }), exit: stopChild(src) }
}

/**
 * The renewal and the refresh get the token the machine holds: the root compares it with the stored one, so a
 * tab whose token another tab already replaced adopts that one instead of asking the provider again.
 */
export function runTokenEffect<const Src extends 'renewSilently' | 'refreshTokens'>(src: Src) {
  return {
    entry: spawnChild(src, { id: src, input: ({ context }) => ({ accessToken: context.accessToken }) }),
    exit: stopChild(src),
  }
}

const method = (value: 'redirect' | 'popup') => ({ type: 'methodIs', params: { method: value } }) as const

export const signOut = [
  { guard: method('redirect'), target: '#identity.signingOut.redirect' },
  { guard: method('popup'), target: '#identity.signingOut.popup' },
  { target: '#identity.signingOut.silent' },
] as const

/** Clear what the app keeps about the member, say goodbye, forget the user. */
export const finishLogout = ['clearIdentityStorage', notifyLogout, 'forgetUser'] as const

/** The provider, another tab or another part of the app already ended the session: no round trip, just clean up. */
export const localLogout = { target: '#identity.anonymous', actions: finishLogout } as const

/**
 * R-TOKEN-4 / R-ERR-1: a failed refresh logs out with "Session expired. You have been logged out." at once:
 * the local session ends and the message shows in the same step. No end-session round trip first: its hidden
 * frame would hold the message back for its whole timeout, and the provider's session has its own lifetime.
 */
export const forcedLogout = {
  target: '#identity.anonymous',
  actions: ['emitRefreshFailed', 'clearIdentityStorage', notifySessionExpired, 'forgetUser', 'recordSessionExpired'],
} as const

/** New tokens from this tab's refresh, a UserManager event or another tab; re-entering `active` restarts the clock. */
export const refreshed = { target: '#identity.loggedIn.active', actions: [...loadUser, 'emitRefreshed'] } as const

/** Another tab stored tokens that are still good: take them instead of refreshing here. */
export const adoptFromOtherTab = { guard: 'deliversLiveUser', ...refreshed } as const
