import { redirect } from '@tanstack/react-router'
import type { SIGN_IN_CANCELLED_ERROR } from '#machines/identity/identity.types.ts'
import { takeAuthCancel, takeAuthRedirect } from './auth-redirect.ts'
import { identityStatus, type LateIdentity } from './identity-actor.ts'
import { settledMember } from './settled-member.ts'
import { layoutHydrated } from './layout-hydrated.ts'

/**
 * The machine's code, typed as its constant so the compiler checks the text: a value import would bring the machine's
 * types module, with its messages and timings, into every page's first download.
 */
const SIGN_IN_CANCELLED: typeof SIGN_IN_CANCELLED_ERROR = 'access_denied'

/** "Back to Lamp" on the provider's page answers the callback with `error=access_denied`. */
export const leftTheProvider = (search: string) => new URLSearchParams(search).get('error') === SIGN_IN_CANCELLED

/**
 * For /auth/callback's `beforeLoad` (browser only): once the identity machine has completed the sign-in, leave for
 * the stored auth-redirect address (same-origin only, default `/`) in the same turn as the welcome, so the
 * one-time callback address is gone before the member can reload it. A visitor who left the provider's page goes
 * quietly back to where they were before (never to the member page that asked for it). A failed sign-in stays, and
 * the page says so.
 */
export async function leaveCallback(identity: LateIdentity, search: string): Promise<void> {
  await layoutHydrated()
  const status = await settledMember(identity).then(identityStatus, () => 'pending' as const)
  if (status === 'member') throw redirect({ href: takeAuthRedirect(sessionStorage), replace: true })
  if (status === 'visitor' && leftTheProvider(search)) throw redirect({ href: takeAuthCancel(sessionStorage), replace: true })
}
