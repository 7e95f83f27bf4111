import { describe, expect, it } from 'vitest'
import { emailProblem } from './email-checks.ts'

const said = (email: string) => emailProblem(email)?.message ?? null

describe('the unsubscribe form checks an address with the lead service’s schema', () => {
  it('takes an address the service takes, spaces around it included', () => {
    expect([said('reader@example.com'), said('  reader@example.com ')]).toEqual([null, null])
  })

  it('asks for an address left empty or made of spaces', () => {
    expect([said(''), said('   ')]).toEqual(['Enter the email address the devotions are sent to.', 'Enter the email address the devotions are sent to.'])
  })

  it('explains a malformed or overlong address', () => {
    for (const email of ['reader', 'reader@', 'a b@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(said(email), email).toBe('Enter a valid email address, like name@example.com.')
    }
  })
})
