import type { IdentityActor, SessionActor } from '../features/identity/identity-actor.ts'
import { lateActor } from '../features/identity/late-actor.ts'

/**
 * The identity and session handles of a page, before anything has started. The server keeps them empty (no
 * storage, no oidc-client-ts, no timers), so a render answers what a page may know without the browser: identity
 * pending, no rsid. The browser fills them once it has hydrated the page (src/app/actors/start.ts), so the first
 * view downloads neither xstate nor the machines (docs/decisions/0110). Member pages render in the browser only
 * (docs/decisions/0041).
 */
export function emptyAuthActors() {
  return { identity: lateActor<IdentityActor>('identity'), session: lateActor<SessionActor>('session') }
}

export type AuthActorSlots = ReturnType<typeof emptyAuthActors>
