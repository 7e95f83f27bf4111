export { createOnboardingRouter, type OnboardingRouterOptions, type SavedResponse } from './onboarding-router.ts'
export { createPrayerPointsRouter, ONBOARDING_POINTS, type PrayerPointsRouterOptions, type PrayerPointTransaction } from './prayer-points-router.ts'
export { ONBOARDING_CONTENT, onboardingSeed } from './seed.ts'
export type { VerifyAccessToken } from '../http/bearer.ts'
