import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { Account } from '../../../../contracts/account.ts'
import { useUpdateAccount, type AccountChange } from '../api/update-account.ts'
import { AGE_RANGE_OPTIONS, GENDER_OPTIONS, RELATIONSHIP_OPTIONS, type PreferenceOption } from '../preferences.ts'

interface ChoiceFieldProps {
  label: string
  value: string | null
  options: readonly PreferenceOption[]
  onChange: (value: string | null) => void
}

function ChoiceField({ label, value, options, onChange }: ChoiceFieldProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  return (
    <p className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t`Prefer not to say`}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{typeof option.label === 'string' ? option.label : i18n._(option.label)}</option>)}
      </select>
    </p>
  )
}

/** Name and preferences (spec §6: a member may update profile, preferences and name). */
export function ProfileForm({ account, sub }: { account: Account; sub: string }) {
  const { t } = useLingui()
  const firstNameId = useId()
  const lastNameId = useId()
  const update = useUpdateAccount(sub)
  const [change, setChange] = useState<AccountChange>({
    firstName: account.firstName,
    lastName: account.lastName,
    relationshipStatus: account.relationshipStatus,
    ageRange: account.ageRange,
    gender: account.gender,
  })
  const set = <K extends keyof AccountChange>(key: K) => (value: AccountChange[K]) => setChange((previous) => ({ ...previous, [key]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!change.firstName.trim() || !change.lastName.trim()) return
    update.mutate({ account, change })
  }

  return (
    <form className="profile-form" onSubmit={submit} aria-labelledby="profile-form-heading">
      <h2 id="profile-form-heading"><Trans>Edit your profile</Trans></h2>
      <p className="field">
        <label htmlFor={firstNameId}><Trans>First name</Trans></label>
        <input id={firstNameId} name="firstName" autoComplete="given-name" required maxLength={100} value={change.firstName} onChange={(event) => set('firstName')(event.target.value)} />
      </p>
      <p className="field">
        <label htmlFor={lastNameId}><Trans>Last name</Trans></label>
        <input id={lastNameId} name="lastName" autoComplete="family-name" required maxLength={100} value={change.lastName} onChange={(event) => set('lastName')(event.target.value)} />
      </p>
      <ChoiceField label={t`Relationship status`} value={change.relationshipStatus} options={RELATIONSHIP_OPTIONS} onChange={set('relationshipStatus')} />
      <ChoiceField label={t`Age range`} value={change.ageRange} options={AGE_RANGE_OPTIONS} onChange={set('ageRange')} />
      <ChoiceField label={t`Gender`} value={change.gender} options={GENDER_OPTIONS} onChange={set('gender')} />
      <button type="submit" disabled={update.isPending}><Trans>Save</Trans></button>
      {update.isSuccess ? <p role="status"><Trans>Your profile has been saved.</Trans></p> : null}
      {update.isError ? <p role="alert"><Trans>Your profile could not be saved. Please try again.</Trans></p> : null}
    </form>
  )
}
