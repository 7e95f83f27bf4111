import type { RedeemResult } from '#machines/onboarding/onboarding.machine.ts'
import { api } from '#src/lib/api.ts'

/** Awards the completed onboarding's points, once per member and item (a repeat returns no transactions). */
export function redeemOnboardingPoints(contentId: string): Promise<RedeemResult> {
  return api<RedeemResult>(`/bible-api/api/v2/prayer-points/onboarding/${encodeURIComponent(contentId)}`, { method: 'POST' })
}
