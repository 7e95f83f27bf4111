import type { Demographics } from '#machines/onboarding/onboarding.machine.ts'

export interface AnonymousHoldEffects {
  saveDemographics: (demographics: Demographics) => Promise<unknown>
  claimResponses: (ids: readonly string[]) => Promise<unknown>
}

/**
 * R-ONB-13: an anonymous visitor's onboarding is saved and held in memory. The answers themselves are saved by
 * the onboarding service (anonymously); what is held here is what needs an account: the demographics (there is
 * no anonymous profile to write them to) and the ids of the saved answers (claiming needs a bearer). When the
 * visitor signs in without leaving the page, `flush` writes both to the account. A full-page sign-in redirect
 * forgets them, as memory does.
 */
export function createAnonymousHold(effects: AnonymousHoldEffects) {
  let demographics: Demographics | null = null
  let responseIds: string[] = []
  return {
    holdDemographics(value: Demographics) { demographics = value },
    holdResponses(ids: readonly string[]) { responseIds = [...new Set([...responseIds, ...ids])] },
    get isEmpty() { return demographics === null && responseIds.length === 0 },
    /** Writes what is held to the signed-in member and forgets it (a failure is the caller's to log). */
    async flush(): Promise<void> {
      const held = { demographics, responseIds }
      demographics = null
      responseIds = []
      await Promise.all([
        held.demographics ? effects.saveDemographics(held.demographics) : undefined,
        held.responseIds.length > 0 ? effects.claimResponses(held.responseIds) : undefined,
      ])
    },
  }
}

export type AnonymousHold = ReturnType<typeof createAnonymousHold>
