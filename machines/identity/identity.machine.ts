import type { SnapshotFrom } from 'xstate'
import { STALE_STATE_MAX_AGE_S } from './identity.types.ts'
import { identitySetup } from './identity.setup.ts'
import { expiredState, loggedInState } from './identity.logged-in.state.ts'
import { anonymousState, signingInState, signingOutState, startingState } from './identity.signing.states.ts'

export * from './identity.types.ts'
export {
  errorCode,
  isAnonymousSessionError,
  isRenewTimeout,
  isShortLived,
  isSignInCancelled,
  nextTokenCheckMs,
  safeReturnPath,
  summarizeUser,
  tokenDue,
  welcomeNotification,
  type TokenClock,
} from './identity.helpers.ts'

/**
 * Who is signed in, and the life of their tokens (R-ID, R-TOKEN, R-VISIT-1, R-ERR-1).
 * Driven by mirrors of oidc-client-ts UserManager events and by named effects the composition root
 * provides; see README.md in this folder for the diagram and the list of effects.
 */
export const identityMachine = identitySetup.createMachine({
  id: 'identity',
  context: ({ input }) => ({
    now: input.now,
    action: input.action ?? null,
    callback: input.callback ?? false,
    staleStateMaxAgeSeconds: input.staleStateMaxAgeSeconds ?? STALE_STATE_MAX_AGE_S,
    user: null,
    accessToken: null,
    expiresAt: null,
    shortLived: false,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: startingState,
    anonymous: anonymousState,
    signingIn: signingInState,
    loggedIn: loggedInState,
    expired: expiredState,
    signingOut: signingOutState,
  },
})

export type IdentitySnapshot = SnapshotFrom<typeof identityMachine>

/**
 * True while the held token is known to be past its use and a refresh is under way (here or, through the
 * shared storage, in another tab): a request should wait for `tokenOutcome` rather than go out without a token.
 */
export function awaitingFreshToken(snapshot: IdentitySnapshot): boolean {
  return snapshot.matches('expired') || snapshot.matches({ loggedIn: 'refreshing' })
}

/** The bearer token to send now, if any (also during a renewal: the old token is still valid). */
export function bearerToken(snapshot: IdentitySnapshot): string | null {
  return snapshot.hasTag('authenticated') ? snapshot.context.accessToken : null
}

export type TokenOutcome = { status: 'pending' } | { status: 'ready'; accessToken: string } | { status: 'anonymous' }

/**
 * The API client's contract for the shared refresh: after a 401 it sends `api.unauthorized` with the token
 * it used, then waits (`waitFor(identity, (s) => tokenOutcome(s).status !== 'pending', { timeout })`).
 * `ready` means retry once with the new token; `anonymous` means give up (the machine already logged out).
 */
export function tokenOutcome(snapshot: IdentitySnapshot): TokenOutcome {
  if (snapshot.matches({ loggedIn: 'active' }) && snapshot.context.accessToken) {
    return { status: 'ready', accessToken: snapshot.context.accessToken }
  }
  if (snapshot.matches('anonymous') || snapshot.matches('signingIn')) return { status: 'anonymous' }
  return { status: 'pending' }
}
