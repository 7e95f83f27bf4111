import { msg } from '@lingui/core/macro'
import { showToast } from '#src/lib/toasts.ts'

/** R-ONB-11: the completed onboarding's blue toast with a check icon (descriptors: translated when shown). */
export function notifyOnboardingThankYou(): void {
  showToast({
    title: msg`Thank you!`,
    text: msg`Your answers have been saved and your experience is now personalized.`,
    colour: 'blue',
    icon: 'check',
  })
}
