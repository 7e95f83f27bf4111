import type { IdentitySnapshot } from '#machines/identity/identity.machine.ts'
import type { LateIdentity } from './identity-actor.ts'

/**
 * Member or visitor, once the identity actor has started (after hydration) and settled; both waits together are
 * bounded. xstate's waitFor comes with the start-up's code, so a guard adds nothing to a first view.
 */
export async function settledMember(identity: LateIdentity): Promise<IdentitySnapshot> {
  const { settledIdentity, SETTLE_TIMEOUT_MS } = await import('./settled-identity.ts')
  const since = Date.now()
  const actor = await identity.started(SETTLE_TIMEOUT_MS)
  return settledIdentity(actor, Math.max(1, SETTLE_TIMEOUT_MS - (Date.now() - since)))
}
