import { describe, expect, it } from 'vitest'
import { createDatabase } from '../db/database.ts'
import { createMemberStore, EmailTakenError, seedDemoMembers } from './members.ts'

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

describe('the member store', () => {
  const store = () => {
    const db = createDatabase(':memory:')
    return { db, members: createMemberStore(db) }
  }

  it('keeps names and email as typed, trimmed, and names a member by first and last name (or the one given)', async () => {
    const { members } = store()
    const ruth = await members.create({ firstName: ' Ruth ', lastName: ' Moab ', email: ' ruth@example.com ', password: 'gleaning-barley' })
    expect(ruth).toMatchObject({ firstName: 'Ruth', lastName: 'Moab', name: 'Ruth Moab', email: 'ruth@example.com', roles: ['member'] })
    expect((await members.create({ firstName: 'Naomi', lastName: '', email: 'naomi@example.com', password: 'returning-home' })).name).toBe('Naomi')
  })

  it('finds a member and signs her in by an email typed with spaces around it, and by nothing else', async () => {
    const { members } = store()
    const ruth = await members.create({ firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.com', password: 'gleaning-barley' })
    expect(members.findByEmail('  ruth@example.com ')?.id).toBe(ruth.id)
    expect((await members.authenticate(' ruth@example.com  ', 'gleaning-barley'))?.id).toBe(ruth.id)
    expect(await members.authenticate('ruth@example.com', 'gleaning-barley ')).toBeUndefined()
    expect(await members.authenticate('orpah@example.com', 'gleaning-barley')).toBeUndefined()
  })

  it('changes only the profile fields given, and nothing for an empty change', async () => {
    const { members } = store()
    const ruth = await members.create({ firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.com', password: 'gleaning-barley' })
    expect(members.update(ruth.id, {})).toEqual(ruth)
    // A validated request body may carry a field as undefined (JSON has no such value, but a schema's output can).
    const body: Record<string, string | undefined> = { name: 'Ruth of Moab', lastName: undefined, ageRange: '25-34' }
    const changed = members.update(ruth.id, body)
    expect(changed).toMatchObject({ name: 'Ruth of Moab', firstName: 'Ruth', lastName: 'Moab', ageRange: '25-34' })
  })

  it('counts prayer points earned and redeemed apart; a change of nothing earns nothing', async () => {
    const { members } = store()
    const ruth = await members.create({ firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.com', password: 'gleaning-barley' })
    members.addPrayerPoints(ruth.id, 5)
    members.addPrayerPoints(ruth.id, 0)
    expect(members.addPrayerPoints(ruth.id, -2)).toMatchObject({ prayerPointsEarned: 5, prayerPointsRedeemed: 2 })
  })

  it('reads only the text roles stored for a member, and none when the column holds no list', async () => {
    const { db, members } = store()
    const ruth = await members.create({ firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.com', password: 'gleaning-barley', roles: ['member', 'premium'] })
    expect(members.findById(ruth.id)?.roles).toEqual(['member', 'premium'])
    db.prepare('UPDATE members SET roles = ? WHERE id = ?').run('["member", 7, null, "premium"]', ruth.id)
    expect(members.findById(ruth.id)?.roles).toEqual(['member', 'premium'])
    db.prepare('UPDATE members SET roles = ? WHERE id = ?').run('{"member": true}', ruth.id)
    expect(members.findById(ruth.id)?.roles).toEqual([])
  })

  it('seeds the two demo members (R-DEMO-1) once, leaving them as they are after', async () => {
    const { members } = store()
    await seedDemoMembers(members)
    const demo = members.findByEmail('demo@example.com')
    expect(demo).toMatchObject({ firstName: 'Demo', lastName: 'Member', roles: ['member'] })
    expect(members.findByEmail('premium@example.com')).toMatchObject({ firstName: 'Grace', lastName: 'Premium', roles: ['member', 'premium'] })
    expect(await members.authenticate('premium@example.com', 'Psalm23!')).toBeDefined()
    members.update(demo?.id ?? '', { name: 'Renamed' })
    await seedDemoMembers(members)
    expect(members.findByEmail('demo@example.com')?.name).toBe('Renamed')
  })
})
