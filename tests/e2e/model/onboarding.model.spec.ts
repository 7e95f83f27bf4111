import { ONBOARDING_INPUTS, ONBOARDING_PATH_LIMITS, onboardingSpecModel, serializeOnboardingState } from '#tests/models/onboarding.spec-model.ts'
import { specPaths } from '#tests/models/support/spec-paths.ts'
import { test } from '../support/fresh-member.ts'
import { driveOnboarding, REDEEM_ERROR } from './onboarding-driver.ts'

/**
 * Every shortest path of the onboarding spec model (tests/models/onboarding.spec-model.ts), through the app in
 * Chromium against the real services: the same paths the Vitest model test runs against the machine. A member
 * path gets a member of its own (fresh-member fixture), so points and claims never mix between tests.
 */

for (const [label, input] of ONBOARDING_INPUTS) {
  test.describe(`onboarding in the browser, spec model (${label})`, () => {
    for (const path of specPaths(onboardingSpecModel, { input, ...ONBOARDING_PATH_LIMITS, serializeState: serializeOnboardingState })) {
      test.describe(path.name, () => {
        // After a failed claim the service refuses the points (403) even where the path stops before that answer.
        const redeemMayFail = path.steps.some((step) => step.event.type === 'service.redeemFails' || step.event.type === 'service.claimFails')
        test.use({ expectedConsoleErrors: redeemMayFail ? [REDEEM_ERROR] : [] })
        // Only a member path asks for (and so registers) a member.
        if (input.member) {
          test('follows the model', async ({ page, freshMember }) => {
            test.setTimeout(60_000)
            await driveOnboarding(page, path, input, freshMember)
          })
        } else {
          test('follows the model', async ({ page }) => {
            test.setTimeout(60_000)
            await driveOnboarding(page, path, input, null)
          })
        }
      })
    }
  })
}
