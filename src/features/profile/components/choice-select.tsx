import { Select, SelectItem, SelectLabel, SelectPopover, SelectProvider } from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import type { PreferenceOption } from '../preferences.ts'

interface ChoiceSelectProps {
  label: string
  /** '' = none chosen ("Prefer not to say"). */
  value: string
  options: readonly PreferenceOption[]
  onChange: (value: string) => void
  /** Ids of messages that describe the field (its error). */
  describedBy?: string | undefined
  invalid?: boolean
}

/** A dropdown like the onboarding dialog's answer list (Ariakit Select), with "Prefer not to say" first. */
export function ChoiceSelect({ label, value, options, onChange, describedBy, invalid = false }: ChoiceSelectProps) {
  const { t, i18n } = useLingui()
  const text = (option: PreferenceOption) => (typeof option.label === 'string' ? option.label : i18n._(option.label))
  const selected = options.find((option) => option.value === value)
  return (
    <div className="form-field">
      <SelectProvider value={value} setValue={onChange}>
        <SelectLabel className="form-label">{label}</SelectLabel>
        <Select className="form-select" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
          <span className={selected ? undefined : 'form-placeholder'}>{selected ? text(selected) : t`Prefer not to say`}</span>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </Select>
        <SelectPopover portal gutter={4} sameWidth unmountOnHide className="form-options">
          <SelectItem value="" className="form-option">{t`Prefer not to say`}</SelectItem>
          {options.map((option) => <SelectItem key={option.value} value={option.value} className="form-option">{text(option)}</SelectItem>)}
        </SelectPopover>
      </SelectProvider>
    </div>
  )
}
