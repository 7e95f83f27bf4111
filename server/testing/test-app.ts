import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import type { Hono } from 'hono'
import { createApp } from '../app.ts'
import { DEFAULT_SEEDS, openDatabase, type Seed, type SeedRun } from '../db/database.ts'
import { readSettings } from '../settings.ts'

export interface TestApp {
  app: Hono
  db: Database
  dataDir: string
  seeded: SeedRun[]
  close: () => void
}

/** Only the Bible: for tests whose expectations must not move when other content is seeded. */
export const BIBLE_ONLY: readonly Seed[] = DEFAULT_SEEDS.filter((seed) => seed.name === 'bible')

/** A seeded database in its own temporary DATA_DIR and an app on it; `close` removes both. */
export function createTestApp({ seeds = DEFAULT_SEEDS, ...options }: { distDir?: string; seeds?: readonly Seed[] } = {}): TestApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'lamp-test-'))
  const { db, seeded } = openDatabase(dataDir, seeds)
  const app = createApp({ db, settings: readSettings({}), ...options })
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
