import { scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.ts'

describe('verifyPassword', () => {
  it('accepts the password a stored hash was made from, in any Unicode form of it, and nothing else', async () => {
    const stored = await hashPassword('Ｒuth 4ever')
    await expect(verifyPassword('Ruth 4ever', stored)).resolves.toBe(true)
    await expect(verifyPassword('ruth 4ever', stored)).resolves.toBe(false)
    // A full-width letter typed at sign-in (a phone's other keyboard) is the letter the password was set with.
    await expect(verifyPassword('Ｒuth 4ever', await hashPassword('Ruth 4ever'))).resolves.toBe(true)
  })

  it('refuses every password against a stored value it cannot read, rather than comparing against part of it', async () => {
    const stored = await hashPassword('correct horse')
    const [, salt = '', hash = ''] = stored.split('$')
    const unsalted = scryptSync('correct horse', Buffer.alloc(0), 32).toString('base64url')
    // Another algorithm's prefix over a matching scrypt hash; an empty salt; an empty hash (which any password "matches").
    for (const unreadable of [`argon2$${salt}$${hash}`, `scrypt$$${unsalted}`, `scrypt$${salt}$`, `scrypt$${salt}`, '']) {
      await expect(verifyPassword('correct horse', unreadable), unreadable).resolves.toBe(false)
    }
  })
})
