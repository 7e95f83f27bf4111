import { randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { Account, Gender } from '#contracts/account.ts'
import { hashPassword, verifyPassword } from './password.ts'

/** A stored member: the account (R-ACCT-1) without its derived balance, plus when it was created. */
export interface Member extends Omit<Required<Account>, 'prayerPointsBalance'> {
  createdAt: string
}

/** The profile fields a member may change (PUT /account). */
export interface MemberProfileChange {
  firstName?: string
  lastName?: string
  name?: string
  relationshipStatus?: string | null
  ageRange?: string | null
  gender?: Gender | null
  birthday?: string | null
}

export interface NewMember {
  email: string
  password: string
  firstName: string
  lastName: string
  roles?: string[]
}

interface MemberRow {
  id: string
  email: string
  password_hash: string
  first_name: string
  last_name: string
  name: string
  roles: string
  prayer_points_earned: number
  prayer_points_redeemed: number
  relationship_status: string | null
  age_range: string | null
  gender: string | null
  birthday: string | null
  created_at: string
}

function toMember(row: MemberRow): Member {
  const roles: unknown = JSON.parse(row.roles)
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name: row.name,
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    prayerPointsEarned: row.prayer_points_earned,
    prayerPointsRedeemed: row.prayer_points_redeemed,
    relationshipStatus: row.relationship_status,
    ageRange: row.age_range,
    gender: row.gender,
    birthday: row.birthday,
    createdAt: row.created_at,
  }
}

const COLUMNS: Record<keyof MemberProfileChange, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  name: 'name',
  relationshipStatus: 'relationship_status',
  ageRange: 'age_range',
  gender: 'gender',
  birthday: 'birthday',
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists.')
  }
}

export function createMemberStore(db: Database) {
  const byId = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE id = ?')
  const byEmail = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE email = ?')
  const insert = db.prepare(`INSERT INTO members (id, email, password_hash, first_name, last_name, name, roles, created_at, updated_at)
    VALUES (@id, @email, @passwordHash, @firstName, @lastName, @name, @roles, @now, @now)`)

  return {
    findById(id: string): Member | undefined {
      const row = byId.get(id)
      return row && toMember(row)
    },
    findByEmail(email: string): Member | undefined {
      const row = byEmail.get(email.trim())
      return row && toMember(row)
    },
    /** The member when email and password match; undefined otherwise (which of the two was wrong is not told). */
    async authenticate(email: string, password: string): Promise<Member | undefined> {
      const row = byEmail.get(email.trim())
      // Hash even for an unknown email, so the response time does not reveal which emails exist.
      const ok = await verifyPassword(password, row?.password_hash ?? 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
      return ok && row ? toMember(row) : undefined
    },
    async create(input: NewMember): Promise<Member> {
      const id = randomUUID()
      const passwordHash = await hashPassword(input.password)
      const firstName = input.firstName.trim()
      const lastName = input.lastName.trim()
      try {
        insert.run({
          id, email: input.email.trim(), passwordHash, firstName, lastName,
          name: `${firstName} ${lastName}`.trim(), roles: JSON.stringify(input.roles ?? ['member']), now: new Date().toISOString(),
        })
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE') throw new EmailTakenError()
        throw error
      }
      const row = byId.get(id)
      if (!row) throw new Error(`member ${id} vanished right after insert`)
      return toMember(row)
    },
    update(id: string, change: MemberProfileChange): Member | undefined {
      const entries = Object.entries(change).filter(([, value]) => value !== undefined)
      if (entries.length > 0) {
        const sets = entries.map(([key]) => `${COLUMNS[key as keyof MemberProfileChange]} = @${key}`)
        db.prepare(`UPDATE members SET ${sets.join(', ')}, updated_at = @now WHERE id = @id`)
          .run({ ...Object.fromEntries(entries), id, now: new Date().toISOString() })
      }
      return this.findById(id)
    },
    /** R-PTS-1: a positive change raises earned, a negative one raises redeemed; the balance is their difference. */
    addPrayerPoints(id: string, delta: number): Member | undefined {
      const column = delta >= 0 ? 'prayer_points_earned' : 'prayer_points_redeemed'
      db.prepare(`UPDATE members SET ${column} = ${column} + ?, updated_at = ? WHERE id = ?`).run(Math.abs(delta), new Date().toISOString(), id)
      return this.findById(id)
    },
    linkSessionEmail(rsid: string, email: string): void {
      db.prepare(`INSERT INTO session_emails (rsid, email, created_at) VALUES (?, ?, ?)
        ON CONFLICT(rsid) DO UPDATE SET email = excluded.email, created_at = excluded.created_at`).run(rsid, email, new Date().toISOString())
    },
    emailForSession(rsid: string): string | undefined {
      return db.prepare<[string], { email: string }>('SELECT email FROM session_emails WHERE rsid = ?').get(rsid)?.email
    },
  }
}

export type MemberStore = ReturnType<typeof createMemberStore>

const DEMO_PASSWORD = 'Psalm23!'

/** The demo members (R-DEMO-1). Idempotent: a member that already exists (by email) is left as it is. */
export async function seedDemoMembers(members: MemberStore): Promise<void> {
  const demo: NewMember[] = [
    { email: 'demo@example.com', password: DEMO_PASSWORD, firstName: 'Demo', lastName: 'Member', roles: ['member'] },
    { email: 'premium@example.com', password: DEMO_PASSWORD, firstName: 'Grace', lastName: 'Premium', roles: ['member', 'premium'] },
  ]
  for (const member of demo) {
    if (members.findByEmail(member.email)) continue
    try {
      await members.create(member)
    } catch (error) {
      // Another process seeded the same member meanwhile: that is the member wanted.
      if (!(error instanceof EmailTakenError)) throw error
    }
  }
}
