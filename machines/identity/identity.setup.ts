import { assign, cancel, emit, fromPromise, raise, setup } from 'xstate'
import {
  errorCode,
  hasLiveToken,
  isAnonymousSessionError,
  isRenewTimeout,
  isShortLived,
  isSignInCancelled,
  nextTokenCheckMs,
  summarizeUser,
  tokenDue,
  welcomeNotification,
} from './identity.helpers.ts'
import {
  IDENTITY_MESSAGES,
  RENEW_RETRY_MS,
  SESSION_EXPIRED_ERROR,
  type IdentityContext,
  type IdentityEmitted,
  type IdentityEvent,
  type IdentityInput,
  type Notification,
  type OidcUser,
  type SignInMethod,
  type TokenEffectInput,
} from './identity.types.ts'

/**
 * Everything the identity statechart may do, by name. The composition root supplies the effects with
 * `.provide()` (see README); the rest is pure bookkeeping on the context.
 */

const notProvided = (name: string): never => {
  throw new Error(`identity: effect "${name}" must be provided by the composition root`)
}
const effect = <T>(name: string) => fromPromise<T>(async () => notProvided(name))
const tokenEffect = (name: string) => fromPromise<OidcUser | null, TokenEffectInput>(async () => notProvided(name))

/** The user an event delivers, whichever effect, UserManager event or other tab it came from. */
function userOf(event: IdentityEvent): OidcUser | null {
  if (event.type === 'oidc.userLoaded' || event.type === 'tabs.userStored') return event.user
  if (event.type.startsWith('xstate.done.actor.') && 'output' in event) {
    const output: unknown = event.output
    return typeof output === 'object' && output !== null && 'access_token' in output ? (output as OidcUser) : null
  }
  return null
}

const errorOf = (event: IdentityEvent): unknown => ('error' in event ? event.error : undefined)

export const identitySetup = setup({
  types: {} as { context: IdentityContext; events: IdentityEvent; input: IdentityInput; emitted: IdentityEmitted },
  actors: {
    loadStoredUser: effect<OidcUser | null>('loadStoredUser'),
    completeSignIn: effect<OidcUser>('completeSignIn'),
    signinRedirect: effect<undefined>('signinRedirect'),
    signinPopup: effect<OidcUser>('signinPopup'),
    signinSilent: effect<OidcUser | null>('signinSilent'),
    renewSilently: tokenEffect('renewSilently'),
    refreshTokens: tokenEffect('refreshTokens'),
    signoutRedirect: effect<undefined>('signoutRedirect'),
    signoutPopup: effect<undefined>('signoutPopup'),
    signoutSilent: effect<undefined>('signoutSilent'),
  },
  actions: {
    // Effects the root provides.
    notify: (_, _params: Notification) => notProvided('notify'),
    storeAuthRedirect: (_, _params: { returnTo: string; cancelTo: string }) => notProvided('storeAuthRedirect'),
    removeStaleState: (_, _params: { maxAgeSeconds: number }) => notProvided('removeStaleState'),
    clearIdentityStorage: () => notProvided('clearIdentityStorage'),
    clearSubscriptionDate: () => notProvided('clearSubscriptionDate'),
    // Bookkeeping.
    acceptUser: assign(({ context, event }) => {
      const user = userOf(event)
      if (!user) return {}
      const expiresAt = user.expires_at ?? null
      const shortLived = expiresAt !== null && isShortLived(expiresAt, context.now())
      return { user: summarizeUser(user), accessToken: user.access_token, expiresAt, shortLived, error: null }
    }),
    forgetUser: assign({ user: null, accessToken: null, expiresAt: null, shortLived: false }),
    // The bearer token stops being offered as soon as sign-out starts, not when it ends.
    dropToken: assign({ accessToken: null }),
    recordError: assign({ error: ({ event }) => errorCode(errorOf(event)) }),
    clearError: assign({ error: null }),
    recordSessionExpired: assign({ error: SESSION_EXPIRED_ERROR }),
    emitRefreshed: emit(({ context }) => ({ type: 'tokens.refreshed' as const, accessToken: context.accessToken ?? '' })),
    emitRefreshFailed: emit(({ event }) => ({
      type: 'tokens.refreshFailed' as const,
      error: 'error' in event ? errorCode(event.error) : null,
    })),
    emitRenewError: emit(({ event }) => ({
      type: 'silent-renew-error' as const,
      error: 'error' in event ? errorCode(event.error) : 'no_user',
    })),
    // Delayed raises with ids, not `after`: cancellable, and events the model-based test can drive.
    scheduleTokenCheck: raise({ type: 'tokens.tick' }, { id: 'tokenCheck', delay: 'tokenCheck' }),
    cancelTokenCheck: cancel('tokenCheck'),
    scheduleRenewRetry: raise({ type: 'renew.retry' }, { id: 'renewRetry', delay: 'renewRetry' }),
    cancelRenewRetry: cancel('renewRetry'),
  },
  guards: {
    methodIs: ({ event }, params: { method: SignInMethod }) =>
      (event.type === 'user.signIn' || event.type === 'user.signOut') && event.method === params.method,
    actionIs: ({ context }, params: { action: string }) => context.action === params.action,
    startedOnCallback: ({ context }) => context.callback,
    deliversUser: ({ event }) => userOf(event) !== null,
    deliversLiveUser: ({ context, event }) => {
      const user = userOf(event)
      return user !== null && hasLiveToken(user, context.now())
    },
    userHasRoles: ({ context }) => (context.user?.roles.length ?? 0) > 0,
    isRenewTimeout: ({ event }) => isRenewTimeout(errorOf(event)),
    isAnonymousSessionError: ({ event }) => isAnonymousSessionError(errorOf(event)),
    isSignInCancelled: ({ event }) => isSignInCancelled(errorOf(event)),
    // A 401 for a token we already replaced needs a retry, not another refresh.
    isCurrentToken: ({ context, event }) =>
      event.type === 'api.unauthorized' && (event.accessToken === undefined || event.accessToken === context.accessToken),
    // Both read the one rule in `tokenDue`.
    tokenExpiring: ({ context }) => tokenDue(context, context.now()) === 'expiring',
    tokenExpired: ({ context }) => tokenDue(context, context.now()) === 'expired',
  },
  delays: {
    tokenCheck: ({ context }) => nextTokenCheckMs(context, context.now()),
    renewRetry: RENEW_RETRY_MS,
  },
})

/** Checks the clock now, raises what is due and schedules the next check (at most 5 s away). */
export const checkTokenClock = identitySetup.enqueueActions(({ check, enqueue }) => {
  if (check('tokenExpired')) enqueue.raise({ type: 'tokens.expired' })
  else if (check('tokenExpiring')) enqueue.raise({ type: 'tokens.expiring' })
  enqueue('scheduleTokenCheck')
})

/**
 * oidc-client-ts's own expiring/expired notices only ask for a look at the clock: the rule stays in `tokenDue`
 * (its "expiring" fires 1 s after a short token arrives, which would otherwise renew it every second).
 * The pending check is cancelled first, so exactly one stays scheduled.
 */
export const checkTokenClockNow = ['cancelTokenCheck', checkTokenClock] as const

/** R-ID-3: after the user loads with any roles, the stored subscription date goes. Runs after `acceptUser`. */
export const clearSubscriptionDateOfMembers = identitySetup.enqueueActions(({ check, enqueue }) => {
  if (check('userHasRoles')) enqueue('clearSubscriptionDate')
})

export const loadUser = ['acceptUser', clearSubscriptionDateOfMembers] as const
export const welcome = { type: 'notify', params: ({ context }: { context: IdentityContext }) => welcomeNotification(context.user) } as const
export const notifyLogout = { type: 'notify', params: { id: IDENTITY_MESSAGES.goodbye } } as const
export const notifySessionExpired = { type: 'notify', params: { id: IDENTITY_MESSAGES.sessionExpired } } as const
