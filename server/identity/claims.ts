import type { Member } from './members.ts'

/** Which claims each scope releases (oidc-provider's `claims` configuration; roles ride on "profile"). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'roles'],
} as const

export interface MemberClaims {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
  given_name?: string
  family_name?: string
  roles?: string[]
  [claim: string]: unknown
}

/** The member's claims for the given scopes (the id token, the access token's subject, userinfo). */
export function memberClaims(member: Member, scopes: ReadonlySet<string>): MemberClaims {
  const claims: MemberClaims = { sub: member.id }
  if (scopes.has('email')) {
    claims.email = member.email
    // Registration does not verify addresses (no mail is sent by the reference services).
    claims.email_verified = false
  }
  if (scopes.has('profile')) {
    claims.name = member.name || `${member.firstName} ${member.lastName}`.trim()
    claims.given_name = member.firstName
    claims.family_name = member.lastName
    claims.roles = member.roles
  }
  return claims
}
