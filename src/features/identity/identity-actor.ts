import type { ActorRefFrom } from 'xstate'
import { waitFor } from 'xstate'
import type { IdentitySnapshot, identityMachine } from '../../../machines/identity/identity.machine.ts'
import type { sessionMachine } from '../../../machines/session/session.machine.ts'

/** The running identity and session actors, as the router context and components see them. */
export type IdentityActor = ActorRefFrom<typeof identityMachine>
export type SessionActor = ActorRefFrom<typeof sessionMachine>

/**
 * What a page may conclude right now: `pending` while the stored user is read, a callback or silent
 * sign-in runs, or an expired token is being refreshed; then `member` or `visitor`.
 */
export type IdentityStatus = 'pending' | 'member' | 'visitor'

export function identityStatus(snapshot: IdentitySnapshot): IdentityStatus {
  if (snapshot.hasTag('authenticated')) return 'member'
  if (snapshot.matches('anonymous') || snapshot.matches('signingOut') || snapshot.matches({ signingIn: 'redirect' })) return 'visitor'
  return 'pending'
}

/** Waits (bounded: the silent request timeout is 10 s) until the identity can answer member or visitor. */
export async function settledIdentity(identity: IdentityActor, timeoutMs = 15_000): Promise<IdentitySnapshot> {
  return waitFor(identity, (snapshot) => identityStatus(snapshot) !== 'pending', { timeout: timeoutMs })
}
