import type { Demographics } from '#machines/onboarding/onboarding.machine.ts'
import { api } from '#src/lib/api.ts'

/** The profile update (R-ACCT-2: PUT account with the changed fields); returns the updated account. */
export function saveDemographics(demographics: Demographics): Promise<unknown> {
  return api('/bible-api/api/v2/account', { method: 'PUT', body: { birthday: demographics.birthday, gender: demographics.gender } })
}
