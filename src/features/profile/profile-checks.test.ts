import { describe, expect, it } from 'vitest'
import type { AccountChange } from './api/update-account.ts'
import { profileProblems } from './profile-checks.ts'

const valid: AccountChange = { firstName: 'Ada', lastName: 'Lovelace', relationshipStatus: null, ageRange: '25-34', gender: 'Female', birthday: '1990-12-10' }
const said = (change: Partial<AccountChange>) =>
  Object.fromEntries(Object.entries(profileProblems({ ...valid, ...change })).map(([field, message]) => [field, message?.message]))

describe('the profile form checks a change with the account service’s schema', () => {
  it('takes a change the service takes', () => {
    expect(said({})).toEqual({})
    expect(said({ relationshipStatus: 'Married', gender: null, birthday: null })).toEqual({})
  })

  it('asks for a name left empty or made of spaces', () => {
    expect(said({ firstName: '   ', lastName: '' })).toEqual({ firstName: 'Enter your first name.', lastName: 'Enter your last name.' })
  })

  it('says how long a name may be, and refuses control characters the same way', () => {
    expect(said({ firstName: 'a'.repeat(101) })).toEqual({ firstName: 'Enter your first name, up to 100 characters.' })
    expect(said({ lastName: 'Love\u0000lace' })).toEqual({ lastName: 'Enter your last name, up to 100 characters.' })
  })

  it('refuses a birthday in the future, and a gender the service does not know', () => {
    expect(said({ birthday: '2999-01-01' })).toEqual({ birthday: 'Choose a day that is not in the future.' })
    expect(said({ gender: 'Other' })).toEqual({ gender: 'Choose one of the options.' })
  })
})
