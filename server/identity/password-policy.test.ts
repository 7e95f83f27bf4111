import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-policy.ts'

describe('passwordProblem (NIST SP 800-63B)', () => {
  it('refuses the passwords the probe got through: "password", "12345678" and eight spaces', () => {
    expect(passwordProblem('password', 'ruth@example.com')).toBe('common')
    expect(passwordProblem('12345678', 'ruth@example.com')).toBe('common')
    expect(passwordProblem('        ', 'ruth@example.com')).toBe('blank')
  })

  it('finds common passwords whatever their case or Unicode width', () => {
    expect(passwordProblem('PassWord', '')).toBe('common')
    expect(passwordProblem('ｐａｓｓｗｏｒｄ', '')).toBe('common')
    expect(passwordProblem('qwertyuiop', '')).toBe('common')
    expect(passwordProblem('iloveyou', '')).toBe('common')
  })

  it('needs at least 8 characters, counted as characters rather than UTF-16 units', () => {
    expect(passwordProblem('', '')).toBe('tooShort')
    expect(passwordProblem('Ruth1!x', '')).toBe('tooShort')
    expect(passwordProblem('🕯️🕯️🕯️', '')).toBe('tooShort')
    expect(passwordProblem('🕯🕯🕯🕯🕯🕯🕯🕯', '')).toBeUndefined()
    expect(passwordProblem('x'.repeat(129), '')).toBe('tooLong')
  })

  it('refuses the email address as the password', () => {
    expect(passwordProblem(' Ruth.Moab@example.com', 'ruth.moab@example.com')).toBe('isEmail')
  })

  // These are the quick rules; how easy a password is to guess is zxcvbn's to say (password-strength.test.ts).
  it('lets long, uncommon passwords and passphrases through, spaces included, with no composition rules', () => {
    for (const password of ['gleaning-barley', 'whither thou goest', 'Gleaning1!', 'all lowercase words here']) {
      expect(passwordProblem(password, 'ruth@example.com'), password).toBeUndefined()
    }
  })
})
