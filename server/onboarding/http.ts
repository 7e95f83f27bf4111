import { requireBearer, type VerifyAccessToken as BearerVerifier } from '../http/bearer.ts'
import type { MemberStore } from '../identity/members.ts'

/**
 * The injected verifier: resolves a bearer token to its subject. The account service's verifier returns
 * undefined for a bad token; others throw. Both mean 401 here.
 */
export type VerifyAccessToken = BearerVerifier

/** Bearer-only routes: sets `memberId`, or answers 401 (a valid token for a deleted member counts as none). */
export function requireMember(verifyAccessToken: VerifyAccessToken, members: MemberStore) {
  return requireBearer((token) => verifyAccessToken(token).catch(() => undefined), {
    isMember: (id) => members.findById(id) !== undefined,
  })
}
