import type { OnboardingItem } from './onboarding.types.ts'

/**
 * Items the fake content service serves in the machine's tests: three questions like the seeded item
 * (R-SEED-6), the same with the editor's prevent-close on, and a disabled one.
 */
const question = (n: number, answers: number) => ({
  id: `q${n}`,
  text: `Question ${n}`,
  responses: Array.from({ length: answers }, (_, i) => ({ id: `q${n}r${i + 1}`, text: `Answer ${n}.${i + 1}` })),
})

export const MODEL_ITEM: OnboardingItem = { enableOnboarding: true, questions: [question(1, 4), question(2, 3), question(3, 4)] }
export const PREVENT_CLOSE_ITEM: OnboardingItem = { ...MODEL_ITEM, preventClose: true }
export const DISABLED_ITEM: OnboardingItem = { enableOnboarding: false, questions: [] }

export const ENABLED_ITEM_ID = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000001'
export const PREVENT_CLOSE_ITEM_ID = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000003'
export const MODEL_BIRTHDAY = '1990-04-12'

/** The id the fake service gives the answer posted on a step. */
export const savedIdFor = (step: number) => `saved-${step}`
