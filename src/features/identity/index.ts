/**
 * Identity: signing in and out, the member's tokens and account, and the member-page guard.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { ACCOUNT_PATH, ACCOUNT_QUERY_ROOT, accountQuery } from './api/account.ts'
export { identityStatus, type IdentityActor, type LateIdentity } from './identity-actor.ts'
export { NotAuthorizedError, requireMember, type MemberGuardContext, type MemberGuardOptions } from './require-member.ts'
export { useIdentityActor, useIdentityStatus, useIdentityUser, useSessionRsid } from './use-identity.ts'
