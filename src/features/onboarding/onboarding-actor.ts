import type { ActorRefFrom } from 'xstate'
import type { onboardingMachine } from '#machines/onboarding/onboarding.machine.ts'

/** The running onboarding actor as the dialog sees it (the composition root provides the effects). */
export type OnboardingActorRef = ActorRefFrom<typeof onboardingMachine>
