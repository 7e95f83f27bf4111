import type { ActorRefFrom } from 'xstate'
import type { IdentitySnapshot, identityMachine } from '#machines/identity/identity.machine.ts'
import type { sessionMachine } from '#machines/session/session.machine.ts'
import type { LateActor } from './late-actor.ts'

/** The running identity and session actors (src/app/actors). */
export type IdentityActor = ActorRefFrom<typeof identityMachine>
export type SessionActor = ActorRefFrom<typeof sessionMachine>

/**
 * As the router context and components hold them: handles the browser fills once the page has hydrated, so a first
 * view downloads neither xstate nor the machines (late-actor.ts). On the server they stay empty.
 */
export type LateIdentity = LateActor<IdentityActor>
export type LateSession = LateActor<SessionActor>

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
