import { describe, expect, it } from 'vitest'
import { createDatabase } from '../db/database.ts'
import { createMemberStore, EmailTakenError } from './members.ts'

// The member store on its own. Registration looks an email up before creating, so only two registrations racing reach
// the database's unique index: the loser must get EmailTakenError (a neutral answer), never a server error.
describe('creating a member', () => {
  it('refuses a second member with the same email, in any case, and keeps the first', async () => {
    const members = createMemberStore(createDatabase(':memory:'))
    await members.create({ firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.com', password: 'gleaning-barley' })
    const again = members.create({ firstName: 'Orpah', lastName: 'Moab', email: ' RUTH@example.com ', password: 'another-barley' })
    await expect(again).rejects.toBeInstanceOf(EmailTakenError)
    await expect(again).rejects.toThrow('An account with this email already exists.')
    expect(members.findByEmail('ruth@example.com')).toMatchObject({ firstName: 'Ruth', roles: ['member'] })
  })
})
