import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import type { Hono } from 'hono'
import { createApp, type AppOptions } from '../app.ts'
import type { AccessTokenVerifier } from '../account/access-token.ts'
import { DEFAULT_SEEDS, openDatabase, type Seed, type SeedRun } from '../db/database.ts'
import { readSettings } from '../settings.ts'
import { copySeededTemplate } from './seeded-template.ts'

export interface TestApp {
  app: Hono
  db: Database
  dataDir: string
  seeded: SeedRun[]
  close: () => void
}

/** Only the Bible: for tests whose expectations must not move when other content is seeded. */
export const BIBLE_ONLY: readonly Seed[] = DEFAULT_SEEDS.filter((seed) => seed.name === 'bible')

/** Members every test app has, as the demo members of R-DEMO-1 (roles are what protected content checks). */
export const TEST_MEMBERS = {
  demo: { id: 'member-demo', roles: ['member'] },
  premium: { id: 'member-premium', roles: ['member', 'premium'] },
} as const

/** A test app's bearer tokens are `test-token:<member id>`; anything else is refused, as the real verifier refuses a forged one. */
export const bearerFor = (member: { id: string }) => `Bearer test-token:${member.id}`

/** The verifier of test apps: it accepts {@link bearerFor}'s tokens; for a test that builds its own app on a test database. */
export const verifyTestToken: AccessTokenVerifier = (token) => {
  const sub = /^test-token:(.+)$/.exec(token)?.[1]
  return Promise.resolve(sub ? { sub, scopes: new Set(['openid']) } : undefined)
}

function insertTestMembers(db: Database): void {
  const insert = db.prepare(`INSERT INTO members (id, email, password_hash, roles, created_at, updated_at)
    VALUES (?, ?, 'unused', ?, '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`)
  for (const member of Object.values(TEST_MEMBERS)) insert.run(member.id, `${member.id}@example.com`, JSON.stringify(member.roles))
}

/** The origin test apps are configured with; the Host of a test request is something else (`localhost`). */
export const TEST_APP_ORIGIN = 'http://app.test'

/**
 * A seeded database in its own temporary DATA_DIR and an app on it; `close` removes both. The database is a copy of a
 * seeded template (./seeded-template.ts); `seeded` lists the seeds that made it.
 */
export function createTestApp({ seeds = DEFAULT_SEEDS, ...options }: Omit<Partial<AppOptions>, 'db'> & { seeds?: readonly Seed[] } = {}): TestApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'lamp-test-'))
  const copied = copySeededTemplate(dataDir, seeds)
  const opened = openDatabase(dataDir, seeds)
  const { db } = opened
  const seeded = copied ?? opened.seeded
  insertTestMembers(db)
  const app = createApp({ db, settings: readSettings({}), appOrigin: TEST_APP_ORIGIN, dataDir, verifyAccessToken: verifyTestToken, ...options })
  return {
    app, db, dataDir, seeded,
    close: () => {
      db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** GET a path of the Delivery API and parse the JSON body. */
export async function getJson<T>(app: Hono, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T; res: Response }> {
  const res = await app.request(`/umbraco/delivery/api/v2/${path}`, { headers })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res }
}
