import { describe, expect, it } from 'vitest'
import { parseRegisterForm } from './register-form.ts'

const valid = { firstName: ' Ruth ', lastName: 'Moab', email: ' ruth@example.com ', password: ' gleaning barley ' }
const parse = (fields: Partial<typeof valid>) => parseRegisterForm(new URLSearchParams({ ...valid, ...fields }))

describe('parseRegisterForm', () => {
  it('trims names and email, and keeps the password exactly as typed', () => {
    expect(parse({})).toEqual({ valid: true, values: { firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.com', password: ' gleaning barley ' } })
  })

  it('names each invalid field with the id of its message, the first problem only', () => {
    const result = parse({ firstName: '   ', lastName: 'x'.repeat(101), email: 'ruth', password: 'password' })
    expect(result).toMatchObject({
      valid: false,
      errors: { firstName: 'register.firstNameRequired', lastName: 'register.tooLong', email: 'register.emailInvalid', password: 'register.passwordCommon' },
    })
  })

  it('refuses control characters in names (NUL, line breaks)', () => {
    expect(parse({ firstName: 'Ru\u0000th', lastName: 'Mo\nab' })).toMatchObject({
      valid: false, errors: { firstName: 'register.controlCharacters', lastName: 'register.controlCharacters' },
    })
  })

  it('refuses the email as the password, and a missing field as empty', () => {
    expect(parse({ password: 'ruth@example.com' })).toMatchObject({ valid: false, errors: { password: 'register.passwordIsEmail' } })
    expect(parseRegisterForm(new URLSearchParams({ firstName: 'Ruth' }))).toMatchObject({
      valid: false, errors: { lastName: 'register.lastNameRequired', email: 'register.emailInvalid', password: 'register.passwordTooShort' },
    })
  })
})
