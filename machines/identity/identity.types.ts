import type { DoneActorEvent, ErrorActorEvent } from 'xstate'

/**
 * Types and constants of the identity machine. Shapes mirror oidc-client-ts structurally (an oidc
 * `User` is assignable to `OidcUser`) so the composition root forwards events without mapping,
 * while the machine itself never imports the library.
 */

/** R-LIMIT-2, R-LIMIT-3. Seconds where oidc-client-ts speaks seconds, milliseconds for timers. */
export const TOKEN_EXPIRING_NOTICE_S = 60
export const TOKEN_EXPIRED_GRACE_S = 1
/**
 * A token that arrives with no more than this left is refreshed 1 s after it expires instead of renewed 60 s
 * before: renewing it early would fetch a new token before the old one had lived half its life (a 61 s token
 * would be renewed after 1 s, over and over). Tokens of 60 s or less (spec) and up to twice the notice fall here.
 */
export const SHORT_LIVED_MAX_S = 2 * TOKEN_EXPIRING_NOTICE_S
export const TOKEN_CHECK_MAX_MS = 5_000
export const RENEW_RETRY_MS = 5_000
export const STALE_STATE_MAX_AGE_S = 900

export type SignInMethod = 'redirect' | 'popup' | 'silent'

export interface OidcProfile {
  sub: string
  name?: string | undefined
  email?: string | undefined
  /** Claims are untyped on the wire: a single role may arrive as a string. */
  roles?: unknown
}

/** The part of oidc-client-ts's `User` the machine reads. */
export interface OidcUser {
  access_token: string
  refresh_token?: string | undefined
  /** Seconds since the epoch, as oidc-client-ts stores it. */
  expires_at?: number | undefined
  profile: OidcProfile
}

/** What the UI may know about the member; the account itself lives in TanStack Query. */
export interface UserSummary {
  sub: string
  name: string | null
  email: string | null
  roles: string[]
}

/** Message ids for `notify`; components translate them (R-ID-4, R-ID-5, R-TOKEN-4 texts). */
export const IDENTITY_MESSAGES = {
  welcomeNamed: 'welcome.named',
  welcomeSite: 'welcome.site',
  goodbye: 'goodbye',
  sessionExpired: 'session.expired',
} as const

/** `context.error` after a refresh failed and the member was logged out (pages read it to explain themselves). */
export const SESSION_EXPIRED_ERROR = 'session_expired'
/** `context.error` when the identity provider could not be reached (no answer, a timeout, a gateway saying it is down). */
export const PROVIDER_UNREACHABLE_ERROR = 'provider_unreachable'
/** The provider's answer when the visitor left its login page through "Back to Lamp" (not an error to show). */
export const SIGN_IN_CANCELLED_ERROR = 'access_denied'
export type IdentityMessageId = (typeof IDENTITY_MESSAGES)[keyof typeof IDENTITY_MESSAGES]

export interface Notification {
  id: IdentityMessageId
  values?: Record<string, string>
}

export interface IdentityInput {
  /** Clock in ms since the epoch; the root passes `Date.now`, tests a fake clock. */
  now: () => number
  /** The `action` query parameter at start (`login` tries a silent sign-in, `logout` says goodbye). */
  action?: string | null | undefined
  /** True when the app started on the sign-in callback address (`/auth/callback`). */
  callback?: boolean | undefined
  staleStateMaxAgeSeconds?: number | undefined
}

export interface IdentityContext {
  now: () => number
  action: string | null
  callback: boolean
  staleStateMaxAgeSeconds: number
  user: UserSummary | null
  accessToken: string | null
  /** Seconds since the epoch; null when the token carries no expiry. */
  expiresAt: number | null
  /**
   * The token arrived with no more than `SHORT_LIVED_MAX_S` left (a provider with a short ACCESS_TOKEN_TTL):
   * it is refreshed 1 s after expiry instead of renewed 60 s before (see `tokenDue`).
   */
  shortLived: boolean
  /**
   * Code of the last sign-in/renewal error worth showing (`error` of an OIDC error response, else the
   * message); `session_expired` after a failed refresh logged the member out.
   */
  error: string | null
}

/** What the token effects get: the access token the machine holds, so a tab can tell whether another tab already replaced it. */
export interface TokenEffectInput {
  accessToken: string | null
}

type Effect<Id extends string, Output> = DoneActorEvent<Output, Id> | ErrorActorEvent<unknown, Id>

export type IdentityEvent =
  // Mirrors of UserManager events (the root forwards `userManager.events.add…`).
  | { type: 'oidc.userLoaded'; user: OidcUser }
  | { type: 'oidc.userUnloaded' }
  | { type: 'oidc.accessTokenExpiring' }
  | { type: 'oidc.accessTokenExpired' }
  | { type: 'oidc.silentRenewError'; error: unknown }
  | { type: 'oidc.userSignedOut' }
  // From the UI and the API client.
  /**
   * `returnTo`: where to land after signing in; `cancelTo`: where to go back to when the visitor leaves the
   * provider's page without signing in (defaults to `returnTo`; a member-page guard passes the page before it).
   */
  | { type: 'user.signIn'; method: SignInMethod; returnTo?: string | undefined; cancelTo?: string | undefined }
  | { type: 'user.signOut'; method: SignInMethod }
  /** A request answered 401. `accessToken` is the token it carried; a stale one does not refresh again. */
  | { type: 'api.unauthorized'; accessToken?: string | undefined }
  /** The account service changed the member's name: new tokens carry it to the header (one refresh). */
  | { type: 'profile.changed' }
  // Another tab of this browser stored a user (sign-in, refresh) or removed it (sign-out): local storage is shared.
  | { type: 'tabs.userStored'; user: OidcUser }
  | { type: 'tabs.userRemoved' }
  // Raised by the machine's own timers.
  | { type: 'tokens.tick' }
  | { type: 'tokens.expiring' }
  | { type: 'tokens.expired' }
  | { type: 'renew.retry' }
  // Completions of the effects the root provides.
  | Effect<'loadStoredUser', OidcUser | null>
  | Effect<'completeSignIn', OidcUser>
  | ErrorActorEvent<unknown, 'signinRedirect'>
  | Effect<'signinPopup', OidcUser>
  | Effect<'signinSilent', OidcUser | null>
  | Effect<'renewSilently', OidcUser | null>
  | Effect<'refreshTokens', OidcUser | null>
  | ErrorActorEvent<unknown, 'signoutRedirect'>
  | Effect<'signoutPopup', unknown>
  | Effect<'signoutSilent', unknown>

/**
 * Emitted for listeners outside the statechart: the API client's shared-refresh wait, logging.
 * `tokens.refreshed` follows any renewal or refresh; `tokens.refreshFailed` precedes the forced logout.
 */
export type IdentityEmitted =
  | { type: 'tokens.refreshed'; accessToken: string }
  | { type: 'tokens.refreshFailed'; error: string | null }
  | { type: 'silent-renew-error'; error: string }
