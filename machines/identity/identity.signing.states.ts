import { safeReturnPath } from './identity.helpers.ts'
import type { IdentityEvent } from './identity.types.ts'
import { identitySetup, loadUser, notifyLogout, welcome } from './identity.setup.ts'
import { finishLogout, runEffect } from './identity.transitions.ts'

/** Start-up, the anonymous state, and the sign-in and sign-out round trips with the provider. */

const action = (value: 'login' | 'logout') => ({ type: 'actionIs', params: { action: value } }) as const
const method = (value: 'redirect' | 'popup') => ({ type: 'methodIs', params: { method: value } }) as const

const signedIn = { target: '#identity.loggedIn', actions: [...loadUser, welcome] } as const

// The provider sent us back with a code: finish that sign-in whatever was stored before.
const onCallback = { guard: 'startedOnCallback', target: '#identity.signingIn.callback' } as const

const withoutStoredUser = [
  // Back from the provider's end-session page (R-ID-5, `action=logout`): finish the goodbye.
  { guard: action('logout'), target: '#identity.anonymous', actions: ['clearIdentityStorage', notifyLogout] },
  { guard: action('login'), target: '#identity.signingIn.silent' },
  { target: '#identity.anonymous' },
] as const

const afterStoredUser = [
  onCallback,
  // A restored session is not a sign-in: no welcome.
  { guard: 'deliversLiveUser', target: '#identity.loggedIn', actions: loadUser },
  { guard: 'deliversUser', target: '#identity.expired', actions: loadUser },
  ...withoutStoredUser,
] as const

export const startingState = identitySetup.createStateConfig({
  entry: [
    { type: 'removeStaleState', params: ({ context }) => ({ maxAgeSeconds: context.staleStateMaxAgeSeconds }) },
    runEffect('loadStoredUser').entry,
  ],
  exit: runEffect('loadStoredUser').exit,
  on: {
    'xstate.done.actor.loadStoredUser': [...afterStoredUser],
    // Unreadable storage is treated as "nobody stored".
    'xstate.error.actor.loadStoredUser': [onCallback, ...withoutStoredUser],
  },
})

/** Where a redirect sign-in ends: `returnTo` after success, `cancelTo` when the visitor leaves the provider's page. */
const authRedirect = ({ event }: { event: IdentityEvent }) => {
  const returnTo = safeReturnPath(event.type === 'user.signIn' ? event.returnTo : undefined)
  const cancelTo = event.type === 'user.signIn' && event.cancelTo !== undefined ? safeReturnPath(event.cancelTo) : returnTo
  return { returnTo, cancelTo }
}

export const anonymousState = identitySetup.createStateConfig({
  on: {
    'user.signIn': [
      {
        guard: method('redirect'),
        target: 'signingIn.redirect',
        actions: [{ type: 'storeAuthRedirect', params: authRedirect }, 'clearError'],
      },
      { guard: method('popup'), target: 'signingIn.popup', actions: 'clearError' },
      { target: 'signingIn.silent', actions: 'clearError' },
    ],
    'oidc.userLoaded': signedIn,
    // Signed in in another tab: the same member here too, quietly (that tab said welcome).
    'tabs.userStored': [
      { guard: 'deliversLiveUser', target: '#identity.loggedIn', actions: loadUser },
      { guard: 'deliversUser', target: '#identity.expired', actions: loadUser },
    ],
  },
})

export const signingInState = identitySetup.createStateConfig({
  // Always entered with an explicit method; the default only has to be harmless.
  initial: 'silent',
  on: {
    // UserManager raises userLoaded before the sign-in promise settles; whichever comes first wins.
    'oidc.userLoaded': signedIn,
  },
  states: {
    // Success navigates away; only a failure to leave comes back.
    redirect: {
      ...runEffect('signinRedirect'),
      on: { 'xstate.error.actor.signinRedirect': { target: '#identity.anonymous', actions: 'recordError' } },
    },
    popup: {
      ...runEffect('signinPopup'),
      on: {
        'xstate.done.actor.signinPopup': signedIn,
        'xstate.error.actor.signinPopup': { target: '#identity.anonymous', actions: 'recordError' },
      },
    },
    // Silent sign-in only asks "is there a provider session?"; "no" is an answer, not an error.
    silent: {
      ...runEffect('signinSilent'),
      on: {
        'xstate.done.actor.signinSilent': [{ guard: 'deliversUser', ...signedIn }, { target: '#identity.anonymous' }],
        'xstate.error.actor.signinSilent': [
          { guard: 'isAnonymousSessionError', target: '#identity.anonymous' },
          { target: '#identity.anonymous', actions: 'recordError' },
        ],
      },
    },
    // Back on /auth/callback: the response is checked against the stored state (R-ID-7).
    callback: {
      ...runEffect('completeSignIn'),
      on: {
        'xstate.done.actor.completeSignIn': signedIn,
        'xstate.error.actor.completeSignIn': [
          // "Back to Lamp" on the provider's page: the visitor changed their mind, nothing went wrong.
          { guard: 'isSignInCancelled', target: '#identity.anonymous' },
          { target: '#identity.anonymous', actions: 'recordError' },
        ],
      },
    },
  },
})

const finished = { target: '#identity.anonymous', actions: finishLogout } as const

export const signingOutState = identitySetup.createStateConfig({
  initial: 'silent',
  entry: 'dropToken',
  states: {
    // Success navigates to the provider and returns with action=logout (handled in `starting`).
    redirect: {
      ...runEffect('signoutRedirect'),
      on: { 'xstate.error.actor.signoutRedirect': finished },
    },
    // A failed round trip still logs out here: the member asked to leave (or the session is gone).
    popup: {
      ...runEffect('signoutPopup'),
      on: { 'xstate.done.actor.signoutPopup': finished, 'xstate.error.actor.signoutPopup': finished },
    },
    silent: {
      ...runEffect('signoutSilent'),
      on: { 'xstate.done.actor.signoutSilent': finished, 'xstate.error.actor.signoutSilent': finished },
    },
  },
})
