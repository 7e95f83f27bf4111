import { checkTokenClock, checkTokenClockNow, identitySetup } from './identity.setup.ts'
import { adoptFromOtherTab, forcedLogout, localLogout, refreshed, runTokenEffect, signOut } from './identity.transitions.ts'

/**
 * Signed in: the machine owns the token timers (R-TOKEN) instead of oidc-client-ts's automatic renew, so
 * the 60 s / 5 s / 1 s rules, the renewal retry and the single shared refresh live in one testable place.
 */

/**
 * Non-timeout renewal failures (R-TOKEN-3: they raise a silent-renew-error event) fall back to the refresh token
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
    'tabs.userRemoved': localLogout,
    // New tokens from any source; re-entering `active` restarts the clock for the new expiry.
    'oidc.userLoaded': refreshed,
    'tabs.userStored': adoptFromOtherTab,
  },
  states: {
    active: {
      entry: checkTokenClock,
      exit: 'cancelTokenCheck',
      on: {
        'tokens.tick': { actions: checkTokenClock },
        'tokens.expiring': 'renewing',
        'tokens.expired': '#identity.expired',
        'oidc.accessTokenExpiring': { actions: checkTokenClockNow },
        'oidc.accessTokenExpired': { actions: checkTokenClockNow },
        // Only reaches us if the root left automatic renewal on; handled like our own renewal's failure.
        'oidc.silentRenewError': [{ guard: 'isRenewTimeout', target: 'renewing.retrying' }, renewFailed],
        'api.unauthorized': { guard: 'isCurrentToken', target: 'refreshing' },
        'profile.changed': 'refreshing',
      },
    },
    renewing: {
      initial: 'requesting',
      states: {
        requesting: {
          entry: [runTokenEffect('renewSilently').entry, checkTokenClock],
          exit: [runTokenEffect('renewSilently').exit, 'cancelTokenCheck'],
          on: {
            'tokens.tick': { actions: checkTokenClock },
            // A renewal still pending at expiry has lost the race; the refresh token is the next hope.
            'tokens.expired': '#identity.expired',
            'oidc.accessTokenExpiring': { actions: checkTokenClockNow },
            'oidc.accessTokenExpired': { actions: checkTokenClockNow },
            'xstate.done.actor.renewSilently': [{ guard: 'deliversUser', ...refreshed }, renewFailed],
            'xstate.error.actor.renewSilently': [{ guard: 'isRenewTimeout', target: 'retrying' }, renewFailed],
          },
        },
        // R-TOKEN-3: a renewal that timed out is retried after 5 s.
        retrying: {
          entry: 'scheduleRenewRetry',
          exit: 'cancelRenewRetry',
          on: { 'renew.retry': 'requesting' },
        },
      },
    },
    // The one shared refresh after a 401 (or a rename); further 401s while it runs are simply not handled here.
    refreshing: {
      ...runTokenEffect('refreshTokens'),
      on: {
        'xstate.done.actor.refreshTokens': [{ guard: 'deliversUser', ...refreshed }, forcedLogout],
        'xstate.error.actor.refreshTokens': forcedLogout,
      },
    },
  },
})

/** The access token is past its expiry: no bearer is offered while the refresh token is tried. */
export const expiredState = identitySetup.createStateConfig({
  ...runTokenEffect('refreshTokens'),
  on: {
    'xstate.done.actor.refreshTokens': [{ guard: 'deliversUser', ...refreshed }, forcedLogout],
    'xstate.error.actor.refreshTokens': forcedLogout,
    'oidc.userLoaded': refreshed,
    'tabs.userStored': adoptFromOtherTab,
    'user.signOut': [...signOut],
    'oidc.userUnloaded': localLogout,
    'oidc.userSignedOut': localLogout,
    'tabs.userRemoved': localLogout,
  },
})
