import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { PROVIDER_UNREACHABLE_ERROR } from '../../../machines/identity/identity.types.ts'
import { errorCode } from '../../../machines/identity/identity.helpers.ts'
import { signInFailure } from './sign-in-failure.ts'

// The words are read from the English source of each message (its id is a hash of it).
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const say = (error: string | null, step: 'start' | 'callback') => i18n._(signInFailure(error, step))

describe('what a failed sign-in says', () => {
  it('tells a member the sign-in service cannot be reached when the provider is down, starting or finishing', () => {
    for (const step of ['start', 'callback'] as const) {
      expect(say(errorCode(new TypeError('Failed to fetch')), step)).toBe('The sign-in service cannot be reached right now. Please try again later.')
      expect(say(PROVIDER_UNREACHABLE_ERROR, step)).toBe('The sign-in service cannot be reached right now. Please try again later.')
    }
  })

  it('keeps the general words for any other failure', () => {
    expect(say('invalid_grant', 'start')).toBe('Signing in did not work. Please try again.')
    expect(say('invalid_grant', 'callback')).toBe('Signing in could not be completed. Please try again.')
    expect(say(null, 'callback')).toBe('Signing in could not be completed. Please try again.')
  })
})
