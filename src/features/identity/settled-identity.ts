import { waitFor } from 'xstate'
import type { IdentitySnapshot } from '#machines/identity/identity.machine.ts'
import { identityStatus, type IdentityActor } from './identity-actor.ts'

/** The longest a caller waits for member-or-visitor: longer than a silent sign-in may take (10 s). */
export const SETTLE_TIMEOUT_MS = 15_000

/** Waits (bounded) until the identity can answer member or visitor. */
export async function settledIdentity(identity: IdentityActor, timeoutMs = SETTLE_TIMEOUT_MS): Promise<IdentitySnapshot> {
  return waitFor(identity, (snapshot) => identityStatus(snapshot) !== 'pending', { timeout: timeoutMs })
}
