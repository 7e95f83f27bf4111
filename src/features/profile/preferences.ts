import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** A preference choice: the stored value is a fixed English key, only the label is translated. */
export interface PreferenceOption {
  value: string
  label: MessageDescriptor | string
}

export const RELATIONSHIP_OPTIONS: readonly PreferenceOption[] = [
  { value: 'Single', label: msg`Single` },
  { value: 'In a relationship', label: msg`In a relationship` },
  { value: 'Engaged', label: msg`Engaged` },
  { value: 'Married', label: msg`Married` },
  { value: 'Divorced', label: msg`Divorced` },
  { value: 'Widowed', label: msg`Widowed` },
]

export const AGE_RANGE_OPTIONS: readonly PreferenceOption[] = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'].map((value) => ({ value, label: value }))

/** The account service accepts exactly these (R-ACCT-2, R-TEXT-3). */
export const GENDER_OPTIONS: readonly PreferenceOption[] = [
  { value: 'Male', label: msg`Male` },
  { value: 'Female', label: msg`Female` },
  { value: 'Not Specified', label: msg`Not Specified` },
]
