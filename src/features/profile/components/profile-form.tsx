import { Form, FormError, FormInput, FormLabel, FormSubmit, useFormStore } from '@ariakit/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Account } from '#contracts/account.ts'
import { isValidationProblem } from '#contracts/problem.ts'
import { problemOf } from '#src/lib/problem.ts'
import { useIdentityActor } from '#src/features/identity/index.ts'
import { BirthdayPicker } from '#src/features/onboarding/index.ts'
import { useUpdateAccount, type AccountChange } from '../api/update-account.ts'
import { AGE_RANGE_OPTIONS, GENDER_OPTIONS, RELATIONSHIP_OPTIONS } from '../preferences.ts'
import { isProfileField, profileProblems, REFUSED, type ProfileField } from '../profile-checks.ts'
import { ChoiceSelect } from './choice-select.tsx'

/** What the form holds; '' stands for "not given" in the choices, as the Ariakit controls want strings. */
interface ProfileValues {
  firstName: string
  lastName: string
  relationshipStatus: string
  ageRange: string
  gender: string
  birthday: string
}

const orNull = (value: string) => (value === '' ? null : value)

/** The change the form's values stand for. */
const changeOf = (v: ProfileValues): AccountChange => ({
  firstName: v.firstName, lastName: v.lastName, relationshipStatus: orNull(v.relationshipStatus),
  ageRange: orNull(v.ageRange), gender: orNull(v.gender), birthday: orNull(v.birthday),
})

/** Name and preferences (R-ACCT-2: a member may update profile, preferences and name), laid out like the onboarding dialog. */
export function ProfileForm({ account, sub }: { account: Account; sub: string }) {
  const { t, i18n } = useLingui()
  const update = useUpdateAccount(sub, useIdentityActor())
  const [problem, setProblem] = useState<'none' | 'failed' | 'invalid'>('none')
  const ids = { birthday: useId(), birthdayError: useId(), relationshipError: useId(), ageError: useId(), genderLabel: useId(), genderError: useId() }
  const form = useFormStore<ProfileValues>({
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      relationshipStatus: account.relationshipStatus ?? '',
      ageRange: account.ageRange ?? '',
      gender: account.gender ?? '',
      birthday: account.birthday ?? '',
    },
  })
  const values = form.useState('values')
  const errors = form.useState('errors')

  // The service's own rules (contracts/account.ts), checked here first: what it would refuse is said next to its field
  // without a round trip, and set inside Ariakit's validation, so a validation run started by blur or typing keeps it.
  form.useValidate((state) => {
    setProblem('none')
    for (const [field, message] of Object.entries(profileProblems(changeOf(state.values)))) {
      if (isProfileField(field) && message) form.setError(form.names[field], i18n._(message))
    }
  })

  form.useSubmit(async (state) => {
    update.reset()
    try {
      await update.mutateAsync(changeOf(state.values))
    } catch (error) {
      const refused = problemOf(error)
      if (!isValidationProblem(refused)) {
        setProblem('failed')
        return
      }
      // The service's field errors, in the reader's language: by field, never by parsing its English sentences.
      const named = Object.keys(refused.errors).filter(isProfileField)
      for (const field of named) form.setError(form.names[field], i18n._(REFUSED[field]))
      setProblem(named.length === 0 ? 'invalid' : 'none')
    }
  })

  const errorOf = (field: ProfileField) => (typeof errors[field] === 'string' && errors[field] !== '' ? errors[field] : null)
  const describedIf = (field: ProfileField, id: string) => (errorOf(field) ? id : undefined)

  return (
    <Form store={form} className="profile-form form-stack" aria-labelledby="profile-form-heading" resetOnSubmit={false}>
      <h2 id="profile-form-heading"><Trans>Edit your profile</Trans></h2>
      <div className="form-field">
        <FormLabel name={form.names.firstName} className="form-label"><Trans>First name</Trans></FormLabel>
        <FormInput name={form.names.firstName} className="form-input" autoComplete="given-name" maxLength={100} />
        <FormError name={form.names.firstName} className="form-error" />
      </div>
      <div className="form-field">
        <FormLabel name={form.names.lastName} className="form-label"><Trans>Last name</Trans></FormLabel>
        <FormInput name={form.names.lastName} className="form-input" autoComplete="family-name" maxLength={100} />
        <FormError name={form.names.lastName} className="form-error" />
      </div>
      <div className="form-field" role="group" aria-labelledby={ids.birthday}>
        <span id={ids.birthday} className="form-label"><Trans>Birthday</Trans></span>
        <BirthdayPicker
          value={values.birthday || null}
          labelledBy={ids.birthday}
          onChange={(date) => form.setValue(form.names.birthday, date)}
          describedBy={describedIf('birthday', ids.birthdayError)}
          invalid={errorOf('birthday') !== null}
        />
        <FormError name={form.names.birthday} id={ids.birthdayError} className="form-error" />
      </div>
      <div className="form-field" role="group" aria-labelledby={ids.genderLabel} aria-describedby={describedIf('gender', ids.genderError)}>
        <span id={ids.genderLabel} className="form-label"><Trans>Gender</Trans></span>
        <div className="form-toggles">
          {GENDER_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="form-toggle"
              aria-pressed={values.gender === option.value}
              // Pressing the chosen one again takes the answer back.
              onClick={() => form.setValue(form.names.gender, values.gender === option.value ? '' : option.value)}
            >
              {typeof option.label === 'string' ? option.label : i18n._(option.label)}
            </button>
          ))}
        </div>
        <FormError name={form.names.gender} id={ids.genderError} className="form-error" />
      </div>
      <ChoiceSelect
        label={t`Relationship status`}
        value={values.relationshipStatus}
        options={RELATIONSHIP_OPTIONS}
        onChange={(value) => form.setValue(form.names.relationshipStatus, value)}
        describedBy={describedIf('relationshipStatus', ids.relationshipError)}
        invalid={errorOf('relationshipStatus') !== null}
      />
      <FormError name={form.names.relationshipStatus} id={ids.relationshipError} className="form-error" />
      <ChoiceSelect
        label={t`Age range`}
        value={values.ageRange}
        options={AGE_RANGE_OPTIONS}
        onChange={(value) => form.setValue(form.names.ageRange, value)}
        describedBy={describedIf('ageRange', ids.ageError)}
        invalid={errorOf('ageRange') !== null}
      />
      <FormError name={form.names.ageRange} id={ids.ageError} className="form-error" />
      <div className="form-actions">
        <FormSubmit className="button" disabled={update.isPending}><Trans>Save</Trans></FormSubmit>
      </div>
      {update.isSuccess ? <p role="status"><Trans>Your profile has been saved.</Trans></p> : null}
      {problem === 'failed' ? <p role="alert"><Trans>Your profile could not be saved. Please try again.</Trans></p> : null}
      {problem === 'invalid' ? <p role="alert"><Trans>Your profile could not be saved. Please check your answers.</Trans></p> : null}
    </Form>
  )
}
