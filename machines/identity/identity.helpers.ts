import {
  IDENTITY_MESSAGES,
  PROVIDER_UNREACHABLE_ERROR,
  SHORT_LIVED_MAX_S,
  SIGN_IN_CANCELLED_ERROR,
  TOKEN_CHECK_MAX_MS,
  TOKEN_EXPIRED_GRACE_S,
  TOKEN_EXPIRING_NOTICE_S,
  type Notification,
  type OidcUser,
  type UserSummary,
} from './identity.types.ts'

/** Pure rules of the identity machine, exported so routes, the API client and tests share them. */

export { safeReturnPath } from './return-path.ts'

/** Session-check answers that mean "nobody is signed in at the provider", not "something broke" (R-ID-12). */
const ANONYMOUS_SESSION_ERRORS = new Set(['login_required', 'consent_required', 'interaction_required', 'account_selection_required'])

function field(error: unknown, name: string): string | null {
  if (typeof error !== 'object' || error === null || !(name in error)) return null
  const value: unknown = (error as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : null
}

/**
 * No answer from the provider, in the words each runtime uses: fetch's TypeError (Chromium "Failed to fetch", Firefox
 * "NetworkError when attempting to fetch resource.", Safari "Load failed", Node "fetch failed"), oidc-client-ts's
 * own request timeout ("Network timed out"), and a gateway answering for a provider that is down (502, 503, 504).
 */
const UNREACHABLE = /failed to fetch|networkerror|load failed|fetch failed|network request failed|network timed out|\((?:502|503|504)\)/i

/** The provider could not be reached at all (an OIDC error response, by contrast, is the provider answering). */
export function isProviderUnreachable(error: unknown): boolean {
  return field(error, 'error') === null && UNREACHABLE.test(field(error, 'message') ?? (typeof error === 'string' ? error : ''))
}

/**
 * A short code for an error of unknown shape: `provider_unreachable` when no answer came, else the OIDC `error`
 * code, else the message, else its text. Pages choose their words from it.
 */
export function errorCode(error: unknown): string {
  if (isProviderUnreachable(error)) return PROVIDER_UNREACHABLE_ERROR
  return field(error, 'error') ?? field(error, 'message') ?? (typeof error === 'string' ? error : 'unknown_error')
}

export function isAnonymousSessionError(error: unknown): boolean {
  return ANONYMOUS_SESSION_ERRORS.has(field(error, 'error') ?? (typeof error === 'string' ? error : ''))
}

/** The visitor left the provider's login page through its "Back to Lamp" link (`error=access_denied`). */
export function isSignInCancelled(error: unknown): boolean {
  return field(error, 'error') === SIGN_IN_CANCELLED_ERROR
}

/**
 * oidc-client-ts signals an iframe that never answered with `ErrorTimeout` ("IFrame timed out without a
 * response"; older versions: "Frame window timed out"). Those are worth retrying; other errors are not.
 */
export function isRenewTimeout(error: unknown): boolean {
  const text = [field(error, 'name'), field(error, 'error'), field(error, 'message'), typeof error === 'string' ? error : null]
    .filter((part): part is string => part !== null)
    .join(' ')
    .toLowerCase()
  return text.includes('timeout') || text.includes('timed out')
}

function roleList(roles: unknown): string[] {
  if (typeof roles === 'string') return roles.length > 0 ? [roles] : []
  if (Array.isArray(roles)) return roles.filter((role): role is string => typeof role === 'string' && role.length > 0)
  return []
}

export function summarizeUser(user: OidcUser): UserSummary {
  return {
    sub: user.profile.sub,
    name: user.profile.name || null,
    email: user.profile.email || null,
    roles: roleList(user.profile.roles),
  }
}

export function welcomeNotification(user: UserSummary | null): Notification {
  return user?.name
    ? { id: IDENTITY_MESSAGES.welcomeNamed, values: { name: user.name } }
    : { id: IDENTITY_MESSAGES.welcomeSite }
}

/** Whether a user's token is still usable at `nowMs` (a token without expiry always is). */
export function hasLiveToken(user: OidcUser, nowMs: number): boolean {
  return user.expires_at === undefined || user.expires_at * 1000 > nowMs
}

/** The moment the token counts as "about to expire" (R-TOKEN-1: 60 s before expiry). */
export const expiringAtMs = (expiresAt: number) => (expiresAt - TOKEN_EXPIRING_NOTICE_S) * 1000
/** The moment the token counts as expired (R-TOKEN-2: 1 s after expiry). */
export const expiredAtMs = (expiresAt: number) => (expiresAt + TOKEN_EXPIRED_GRACE_S) * 1000

/** Whether a token that arrives at `nowMs` is refreshed after expiry rather than renewed before it. */
export const isShortLived = (expiresAt: number, nowMs: number) => expiresAt * 1000 - nowMs <= SHORT_LIVED_MAX_S * 1000

/** What the token clock needs to know about the token held now. */
export interface TokenClock {
  /** Seconds since the epoch; null for a token without expiry. */
  expiresAt: number | null
  shortLived: boolean
}

/**
 * The one token rule (R-TOKEN-1, R-TOKEN-2): a long-lived token is renewed 60 s before it expires; a short-lived
 * one (see `SHORT_LIVED_MAX_S`) is refreshed 1 s after; any token is refreshed 1 s after expiry if nothing
 * renewed it. Each token is replaced once, so no token lifetime causes more than one refresh.
 */
export function tokenDue(clock: TokenClock, nowMs: number): 'expired' | 'expiring' | null {
  if (clock.expiresAt === null) return null
  if (nowMs >= expiredAtMs(clock.expiresAt)) return 'expired'
  if (!clock.shortLived && nowMs >= expiringAtMs(clock.expiresAt)) return 'expiring'
  return null
}

/**
 * Time until the next token check. Never longer than 5 s (R-TOKEN-2), so a throttled or sleeping tab notices
 * the deadline soon after waking instead of trusting one long timer; never later than the next deadline.
 */
export function nextTokenCheckMs(clock: TokenClock, nowMs: number): number {
  if (clock.expiresAt === null) return TOKEN_CHECK_MAX_MS
  const deadlines = clock.shortLived ? [expiredAtMs(clock.expiresAt)] : [expiringAtMs(clock.expiresAt), expiredAtMs(clock.expiresAt)]
  const next = deadlines.find((deadline) => deadline > nowMs)
  return next === undefined ? 0 : Math.min(TOKEN_CHECK_MAX_MS, next - nowMs)
}
