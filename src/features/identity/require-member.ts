import type { QueryClient } from '@tanstack/react-query'
import { accountQuery } from './api/account.ts'
import { type IdentityActor, settledIdentity } from './identity-actor.ts'

/** Spec §5/§8: a failed member-page guard is a 401 with this text (contracts §7). */
export class NotAuthorizedError extends Error {
  readonly status = 401
  constructor() {
    super('You are not authorized')
    this.name = 'NotAuthorizedError'
  }
}

export interface MemberGuardContext {
  identity: IdentityActor
  queryClient: QueryClient
}

export interface MemberGuardOptions {
  /** Member groups of which the account's roles must include one; none = any member. */
  groups?: readonly string[] | undefined
  /** Where to come back to after a sign-in this guard starts. */
  returnTo: string
  /** A preload (hovering a link) must never start a sign-in. */
  preload?: boolean | undefined
}

/**
 * For a route's `beforeLoad`: a visitor is sent to sign in by redirect and the page fails with 401; a member
 * without one of the required groups (checked against the account's roles) also gets 401.
 */
export async function requireMember(context: MemberGuardContext, options: MemberGuardOptions): Promise<void> {
  const snapshot = await settledIdentity(context.identity)
  const user = snapshot.context.user
  if (!snapshot.hasTag('authenticated') || !user) {
    if (!options.preload && snapshot.matches('anonymous')) {
      context.identity.send({ type: 'user.signIn', method: 'redirect', returnTo: options.returnTo })
    }
    throw new NotAuthorizedError()
  }
  const groups = options.groups ?? []
  if (groups.length === 0) return
  const account = await context.queryClient.ensureQueryData(accountQuery(user.sub))
  if (!groups.some((group) => account.roles.includes(group))) throw new NotAuthorizedError()
}
