import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useId, type RefObject } from 'react'
import { GENDERS, type Gender } from '#machines/onboarding/onboarding.machine.ts'
import type { OnboardingActorRef } from '../onboarding-actor.ts'
import { BirthdayPicker } from './birthday-picker.tsx'

/** What each option reads; the value sent to the profile stays the English constant (R-TEXT-3). */
const GENDER_LABELS = { Male: msg`Male`, Female: msg`Female`, 'Not Specified': msg`Not Specified` } as const satisfies Record<Gender, unknown>

/** Step 0: birthday and gender, then Continue (enabled only when the actor would accept it). */
export function DemographicsStep({ actor, birthdayButton }: { actor: OnboardingActorRef; birthdayButton: RefObject<HTMLButtonElement | null> }) {
  const { i18n } = useLingui()
  const birthdayLabel = useId()
  const genderLabel = useId()
  const birthday = useSelector(actor, (snapshot) => snapshot.context.birthday)
  const gender = useSelector(actor, (snapshot) => snapshot.context.gender)
  const canContinue = useSelector(actor, (snapshot) => snapshot.can({ type: 'demographics.continue' }))
  const submitting = useSelector(actor, (snapshot) => snapshot.matches({ open: { step0: 'submitting' } }))

  return (
    <form
      className="form-stack"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'demographics.continue' })
      }}
    >
      <div className="form-field" role="group" aria-labelledby={birthdayLabel}>
        <span id={birthdayLabel} className="form-label"><Trans>Birthday</Trans></span>
        <BirthdayPicker
          ref={birthdayButton}
          value={birthday}
          labelledBy={birthdayLabel}
          onChange={(date) => actor.send({ type: 'demographics.birthdayChanged', date })}
        />
      </div>
      <div className="form-field" role="group" aria-labelledby={genderLabel}>
        <span id={genderLabel} className="form-label"><Trans>Gender</Trans></span>
        <div className="form-toggles">
          {GENDERS.map((option) => (
            <button
              key={option}
              type="button"
              className="form-toggle"
              aria-pressed={gender === option}
              onClick={() => actor.send({ type: 'demographics.genderChanged', gender: option })}
            >
              {i18n._(GENDER_LABELS[option])}
            </button>
          ))}
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={!canContinue} aria-busy={submitting}><Trans>Continue</Trans></button>
      </div>
    </form>
  )
}
