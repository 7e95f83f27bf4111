import type { ResponseRecord } from '#contracts/onboarding.ts'
import type { SavedResponse } from '#machines/onboarding/onboarding.machine.ts'
import { api } from '#src/lib/api.ts'

const ONBOARDING_BASE = '/global/api/v2/onboarding/bible'

/** Saves one answer (works anonymously); the service returns it with the id it is claimed by later. */
export function postResponse(record: ResponseRecord): Promise<SavedResponse> {
  return api<SavedResponse>(`${ONBOARDING_BASE}/questions/${encodeURIComponent(record.questionId)}/responses`, {
    method: 'POST',
    body: record,
  })
}

/** Attaches saved answers to the signed-in member (bearer added by the API client). */
export function claimResponses(ids: readonly string[]): Promise<unknown> {
  return api(`${ONBOARDING_BASE}/responses/claim`, { method: 'PUT', body: [...ids] })
}
