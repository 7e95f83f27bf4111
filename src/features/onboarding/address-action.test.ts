import { describe, expect, it } from 'vitest'
import { addressWithoutStrippedParams, readAddressAction } from './address-action.ts'

describe('address action', () => {
  const ID = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000001'

  it('starts onboarding when action contains onboarding, with ocid as the content id', () => {
    expect(readAddressAction(`?action=onboarding&ocid=${ID}`)).toEqual({ kind: 'onboarding', contentId: ID })
    expect(readAddressAction(`?action=start-onboarding&ocid=${ID.toUpperCase()}`)).toEqual({ kind: 'onboarding', contentId: ID.toUpperCase() })
    expect(readAddressAction('?action=onboarding')).toEqual({ kind: 'onboarding-without-content' })
  })

  it.each(['../../etc', 'abc', `${ID}/../x`, `${ID}x`, '%2e%2e', `x${ID}`, `{${ID}}`])('refuses an ocid that is not a GUID (%s)', (ocid) => {
    expect(readAddressAction(`?action=onboarding&ocid=${encodeURIComponent(ocid)}`)).toEqual({ kind: 'onboarding-invalid-content', contentId: ocid })
  })

  it('keeps register, logout and login quiet and reports anything else as unknown', () => {
    expect(readAddressAction('?action=register')).toEqual({ kind: 'quiet', action: 'register' })
    expect(readAddressAction('?action=logout')).toEqual({ kind: 'quiet', action: 'logout' })
    expect(readAddressAction('?action=login')).toEqual({ kind: 'quiet', action: 'login' })
    expect(readAddressAction('?action=dance')).toEqual({ kind: 'unknown', action: 'dance' })
    expect(readAddressAction('?x=1')).toEqual({ kind: 'none' })
  })

  it('removes rad-premium-user and rad-lang-pref and keeps everything else', () => {
    expect(addressWithoutStrippedParams('http://h/es/bible?rad-premium-user=1&action=onboarding&rad-lang-pref=es&ocid=x#v3'))
      .toBe('/es/bible?action=onboarding&ocid=x#v3')
    expect(addressWithoutStrippedParams('http://h/?action=onboarding')).toBeNull()
  })
})
