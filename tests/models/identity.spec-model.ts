import { setup } from 'xstate'

/**
 * Who is signed in and the life of their tokens, as docs/product.md states it, written without reading
 * machines/identity:
 * - R-ID-1 anonymous (no bearer token) until a sign-in yields an access token, anonymous again on sign-out;
 *   R-ID-3 sign-out clears the email, token, subscription date and account; R-ID-4 and R-ID-5 the welcome and
 *   the goodbye (a stored user is restored without a welcome); R-ID-6 `action=login` tries a silent sign-in;
 * - R-TOKEN-1 a token that arrives with more than 120 s to live is renewed 60 s before it expires, one with 120 s
 *   or less is refreshed 1 s after it expires (no lifetime causes more than one refresh per token: renewing a
 *   61 s token 60 s early would refresh it every second); R-TOKEN-2 expired 1 s after expiry, then refreshed;
 * - R-TOKEN-3 a renewal that times out is tried again after 5 s, any other renewal error raises a
 *   silent-renew-error event and the refresh token is tried;
 * - R-TOKEN-4 a failed (or hung) refresh ends the local session at once and says 'Session expired. You have been
 *   logged out.' in the same step, with no end-session round trip first (decision 0030);
 * - R-TOKEN-5 a 401 while signed in triggers one shared refresh and a retry; R-TOKEN-7 the bearer is not offered
 *   once the token is known to be spent.
 *
 * Observable: the bearer token the API client sends, the answer it gets after a 401 (ready / pending /
 * anonymous), token requests to the provider, the notifications (toasts), the events emitted for listeners,
 * identity storage cleared, and the clock.
 */

/** R-TOKEN-1..3 (R-LIMIT-2). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000
export const EXPIRED_AFTER_MS = 1_000
export const RENEW_RETRY_MS = 5_000

export type Start = 'nobody' | 'storedLive' | 'storedExpired' | 'loginAction' | 'logoutAction'

/**
 * Where the paths run: the machine alone (its own timers only), the machine with UserManager's token events
 * forwarded as the composition root does, or the app in a browser (which cannot make the provider time out).
 */
export type World = 'machine' | 'userManager' | 'browser'

export interface IdentityModelInput {
  /** Lifetime of every access token the provider issues, in seconds. */
  lifetimeS: number
  start: Start
  world: World
}

export type Notice = 'welcome.named' | 'goodbye' | 'session.expired'

export interface IdentityModelContext extends IdentityModelInput {
  clockMs: number
  /** The n-th token issued (`token-n`), or null. */
  token: number | null
  expiresAtMs: number | null
  /** Whether the bearer is offered: not before sign-in, not once the token expired, not once sign-out began. */
  bearer: boolean
  tokensIssued: number
  /** Renewals and refreshes asked of the provider's token endpoint. */
  tokenRequests: number
  notices: Notice[]
  refreshedEvents: number
  renewErrors: number
  refreshFailures: number
  storageCleared: number
  /** Model bounds: one sign-in, and one mishap per path (a timeout, a refused renewal, a 401 or a sleep). */
  signIns: number
  mishaps: number
  extra401: number
}

export type IdentityModelEvent =
  | { type: 'storage.answers' }
  | { type: 'user.signsIn' }
  | { type: 'provider.signsIn' }
  | { type: 'provider.refusesSignIn' }
  | { type: 'clock.toRenewPoint' }
  | { type: 'clock.toExpiry' }
  | { type: 'clock.sleepsPastExpiry' }
  | { type: 'clock.retryDelayPasses' }
  | { type: 'provider.issuesToken' }
  | { type: 'provider.timesOut' }
  | { type: 'provider.refuses' }
  | { type: 'api.answers401' }
  | { type: 'api.answers401Again' }
  | { type: 'user.signsOut' }
  | { type: 'provider.endsSession' }

type Ctx = IdentityModelContext

/** R-TOKEN-1: the longest lifetime that is refreshed after expiry instead of renewed before it: twice the 60 s notice. */
export const SHORT_LIVED_MAX_S = 120
/** R-TOKEN-1: lifetimes of 120 s or less are refreshed 1 s after expiry instead of renewed 60 s before it. */
export const isShortLived = (lifetimeS: number) => lifetimeS <= SHORT_LIVED_MAX_S
const MAX_TOKENS = 2

const identityModelSetup = setup({
  types: {} as { context: IdentityModelContext; events: IdentityModelEvent; input: IdentityModelInput },
  guards: {
    longLived: ({ context }) => !isShortLived(context.lifetimeS),
    shortLived: ({ context }) => isShortLived(context.lifetimeS),
    moreTokens: ({ context }) => context.tokensIssued < MAX_TOKENS,
    noMishapYet: ({ context }) => context.mishaps === 0,
    // A browser cannot hold the provider's answer long enough to send a second request into the same refresh.
    canSecond401: ({ context }) => context.world !== 'browser' && context.extra401 === 0 && context.bearer,
    canTimeOut: ({ context }) => context.world !== 'browser' && context.mishaps === 0,
    canSleep: ({ context }) => context.world !== 'browser' && !isShortLived(context.lifetimeS) && context.mishaps === 0,
    startsWith: ({ context }, start: Start) => context.start === start,
  },
})
const { assign } = identityModelSetup

/** A new token from the provider, issued now. */
const issueToken = assign(({ context }: { context: Ctx }) => ({
  token: context.tokensIssued + 1,
  tokensIssued: context.tokensIssued + 1,
  expiresAtMs: context.clockMs + context.lifetimeS * 1000,
  bearer: true,
}))
const requestToken = assign({ tokenRequests: ({ context }) => context.tokenRequests + 1 })
const notify = (notice: Notice) => assign({ notices: ({ context }) => [...context.notices, notice] })
const announceRefresh = assign({ refreshedEvents: ({ context }) => context.refreshedEvents + 1 })
const mishap = assign({ mishaps: 1 })

export const identitySpecModel = identityModelSetup.createMachine({
  id: 'identitySpec',
  context: ({ input }) => ({
    ...input, clockMs: 0, token: null, expiresAtMs: null, bearer: false, tokensIssued: 0, tokenRequests: 0, notices: [],
    refreshedEvents: 0, renewErrors: 0, refreshFailures: 0, storageCleared: 0, signIns: 0, mishaps: 0, extra401: 0,
  }),
  initial: 'starting',
  states: {
    // Stored sign-in state is read first; nothing is known yet.
    starting: {
      on: {
        'storage.answers': [
          // Restored, not signed in: no welcome. The stored token was issued just now.
          { guard: { type: 'startsWith', params: 'storedLive' }, target: 'signedIn', actions: issueToken },
          // A stored token already past its expiry: refreshed at once, not offered meanwhile.
          {
            guard: { type: 'startsWith', params: 'storedExpired' },
            target: 'refreshing',
            actions: [issueToken, assign({ expiresAtMs: -60_000, bearer: false }), requestToken],
          },
          // Startup: action=login tries a silent sign-in.
          { guard: { type: 'startsWith', params: 'loginAction' }, target: 'signingIn', actions: assign({ signIns: 1 }) },
          // Back from the provider's end-session page: finish the goodbye.
          {
            guard: { type: 'startsWith', params: 'logoutAction' },
            target: 'anonymous',
            actions: [notify('goodbye'), assign({ storageCleared: ({ context }) => context.storageCleared + 1 })],
          },
          { target: 'anonymous' },
        ],
      },
    },
    anonymous: {
      on: {
        // A model bound: one sign-in per path, and none after a session this path already had.
        'user.signsIn': { guard: ({ context }) => context.signIns === 0 && context.tokensIssued === 0, target: 'signingIn', actions: assign({ signIns: 1 }) },
      },
    },
    signingIn: {
      on: {
        'provider.signsIn': { target: 'signedIn', actions: [issueToken, notify('welcome.named')] },
        'provider.refusesSignIn': 'anonymous',
      },
    },
    signedIn: {
      on: {
        'clock.toRenewPoint': {
          guard: 'longLived',
          target: 'renewing',
          actions: [assign({ clockMs: ({ context }) => (context.expiresAtMs ?? 0) - RENEW_BEFORE_EXPIRY_MS }), requestToken],
        },
        'clock.toExpiry': {
          guard: 'shortLived',
          target: 'refreshing',
          actions: [assign({ clockMs: ({ context }) => (context.expiresAtMs ?? 0) + EXPIRED_AFTER_MS, bearer: false }), requestToken],
        },
        // A laptop asleep well past the token's expiry notices within 5 s of waking, and refreshes once.
        'clock.sleepsPastExpiry': {
          guard: 'canSleep',
          target: 'refreshing',
          actions: [
            assign({ clockMs: ({ context }) => (context.expiresAtMs ?? 0) + 30_000 + 5_000, bearer: false }),
            mishap,
            requestToken,
          ],
        },
        'api.answers401': { guard: 'noMishapYet', target: 'refreshing', actions: [mishap, requestToken] },
        'user.signsOut': { target: 'signingOut', actions: assign({ bearer: false }) },
      },
    },
    // A renewal before expiry; the current token stays in use meanwhile.
    renewing: {
      on: {
        'provider.issuesToken': { guard: 'moreTokens', target: 'signedIn', actions: [issueToken, announceRefresh] },
        'provider.timesOut': { guard: 'canTimeOut', target: 'waitingToRetry', actions: mishap },
        // R-TOKEN-3: another renewal error is announced, then the refresh token is tried.
        'provider.refuses': {
          guard: 'noMishapYet',
          target: 'refreshing',
          actions: [assign({ renewErrors: ({ context }) => context.renewErrors + 1 }), mishap, requestToken],
        },
      },
    },
    waitingToRetry: {
      on: {
        'clock.retryDelayPasses': { target: 'renewing', actions: [assign({ clockMs: ({ context }) => context.clockMs + RENEW_RETRY_MS }), requestToken] },
      },
    },
    // One shared refresh, after expiry, a 401 or a failed renewal.
    refreshing: {
      on: {
        'provider.issuesToken': { guard: 'moreTokens', target: 'signedIn', actions: [issueToken, announceRefresh] },
        // R-TOKEN-4: a failed refresh ends the session here and now, with the message: no end-session round trip.
        'provider.refuses': {
          target: 'anonymous',
          actions: assign(({ context }) => ({
            token: null, expiresAtMs: null, bearer: false, storageCleared: context.storageCleared + 1,
            refreshFailures: context.refreshFailures + 1, notices: [...context.notices, 'session.expired' as const],
          })),
        },
        // Further 401s while the refresh runs wait for it: no second request.
        'api.answers401Again': { guard: 'canSecond401', actions: assign({ extra401: 1 }) },
      },
    },
    // Sign-out the member asked for: the provider's end-session round trip, then the goodbye.
    signingOut: {
      on: {
        'provider.endsSession': {
          target: 'anonymous',
          actions: assign(({ context }) => ({
            token: null, expiresAtMs: null, bearer: false, storageCleared: context.storageCleared + 1,
            notices: [...context.notices, 'goodbye' as const],
          })),
        },
      },
    },
  },
})

/** What the API client is told after a 401: retry with the token, wait, or give up. */
export function expectedOutcome(state: { matches: (value: never) => boolean; context: Ctx }): 'ready' | 'pending' | 'anonymous' | null {
  const matches = (value: string) => state.matches(value as never)
  if (matches('signedIn')) return 'ready'
  if (matches('refreshing') || matches('signingOut')) return 'pending'
  if (matches('anonymous')) return 'anonymous'
  return null
}

/** Paths differ by phase and by what was said and asked; the clock's exact value does not make a new state. */
export function serializeIdentityState({ value, context }: { value: unknown; context: Ctx }): string {
  return JSON.stringify([
    value, context.tokensIssued, context.tokenRequests, context.notices, context.renewErrors, context.refreshFailures,
    context.bearer, context.signIns, context.mishaps, context.extra401,
  ])
}

/** Token lifetimes the rule is checked at (seconds): either side of the 60 s notice, either side of 120 s, and an hour. */
export const LIFETIMES_S = [10, 20, 60, 61, 75, 120, 121, 3600] as const
