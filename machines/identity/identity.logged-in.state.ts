import { checkTokenClock, identitySetup, loadUser } from './identity.setup.ts'
import { forcedLogout, localLogout, runEffect, signOut } from './identity.transitions.ts'

/**
 * Signed in: the machine owns the token timers (spec §9) instead of oidc-client-ts's automatic renew, so
 * the 60 s / 5 s / 1 s rules, the renewal retry and the single shared refresh live in one testable place.
 */

const refreshed = { target: '#identity.loggedIn.active', actions: [...loadUser, 'emitRefreshed'] } as const

/**
 * Non-timeout renewal failures (spec: "raise a silent-renew-error event") fall back to the refresh token
 * before logging out: iframe renewal needs the provider's cookie, which browsers increasingly withhold,
 * while the refresh token (scope offline_access) does not. If that refresh fails too, the user is logged out.
 */
const renewFailed = { target: '#identity.loggedIn.refreshing', actions: 'emitRenewError' } as const

export const loggedInState = identitySetup.createStateConfig({
  tags: ['authenticated'],
  initial: 'active',
  on: {
    'user.signOut': [...signOut],
    'oidc.userUnloaded': localLogout,
    'oidc.userSignedOut': localLogout,
    // New tokens from any source; re-entering `active` restarts the clock for the new expiry.
    'oidc.userLoaded': refreshed,
  },
  states: {
    active: {
      entry: checkTokenClock,
      exit: 'cancelTokenCheck',
      on: {
        'tokens.tick': { actions: checkTokenClock },
        'tokens.expiring': 'renewing',
        'oidc.accessTokenExpiring': 'renewing',
        'tokens.expired': '#identity.expired',
        'oidc.accessTokenExpired': '#identity.expired',
        // Only reaches us if the root left automatic renewal on; handled like our own renewal's failure.
        'oidc.silentRenewError': [{ guard: 'isRenewTimeout', target: 'renewing.retrying' }, renewFailed],
        'api.unauthorized': { guard: 'isCurrentToken', target: 'refreshing' },
      },
    },
    renewing: {
      initial: 'requesting',
      states: {
        requesting: {
          entry: [runEffect('renewSilently').entry, checkTokenClock],
          exit: [runEffect('renewSilently').exit, 'cancelTokenCheck'],
          on: {
            'tokens.tick': { actions: checkTokenClock },
            // A renewal still pending at expiry has lost the race; the refresh token is the next hope.
            'tokens.expired': '#identity.expired',
            'oidc.accessTokenExpired': '#identity.expired',
            'xstate.done.actor.renewSilently': [{ guard: 'deliversUser', ...refreshed }, renewFailed],
            'xstate.error.actor.renewSilently': [{ guard: 'isRenewTimeout', target: 'retrying' }, renewFailed],
          },
        },
        // Spec §4: a renewal that timed out is retried after 5 s.
        retrying: {
          entry: 'scheduleRenewRetry',
          exit: 'cancelRenewRetry',
          on: { 'renew.retry': 'requesting' },
        },
      },
    },
    // The one shared refresh after a 401; further 401s while it runs are simply not handled here.
    refreshing: {
      ...runEffect('refreshTokens'),
      on: {
        'xstate.done.actor.refreshTokens': [{ guard: 'deliversUser', ...refreshed }, forcedLogout],
        'xstate.error.actor.refreshTokens': forcedLogout,
      },
    },
  },
})

/** The access token is past its expiry: no bearer is offered while the refresh token is tried. */
export const expiredState = identitySetup.createStateConfig({
  ...runEffect('refreshTokens'),
  on: {
    'xstate.done.actor.refreshTokens': [{ guard: 'deliversUser', ...refreshed }, forcedLogout],
    'xstate.error.actor.refreshTokens': forcedLogout,
    'oidc.userLoaded': refreshed,
    'user.signOut': [...signOut],
    'oidc.userUnloaded': localLogout,
    'oidc.userSignedOut': localLogout,
  },
})
