import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import BetterSqlite3, { type Database } from 'better-sqlite3'
import { favoritesSchema } from '../favorites/schema.ts'
import { identitySchema } from '../identity/members-schema.ts'
import { throttleSchema } from '../identity/throttle-schema.ts'
import { leadsSchema } from '../leads/migrations.ts'
import { onboardingSchema } from '../onboarding/schema.ts'
import { onboardingSeed } from '../onboarding/seed.ts'
import { searchIndexSeed } from '../search/search-index.ts'
import { contentSchema } from './content-schema.ts'
import { createContentWriter, type Seed } from './content-writer.ts'
import { migrate, type ModuleSchema } from './migrate.ts'
import { seedBible } from './seed-bible.ts'
import { seedSite } from './seed-site/index.ts'

export type { Seed } from './content-writer.ts'

/**
 * Every module's schema, in the order they are built: onboarding's tables reference identity's members. A module
 * with a new table or column adds a migration to its own list (server/db/migrate.ts).
 */
export const SCHEMA: readonly ModuleSchema[] = [contentSchema, identitySchema, onboardingSchema, favoritesSchema, leadsSchema, throttleSchema]

/** Later features add their seeds here (the Bible must stay first: it creates the root). */
export const DEFAULT_SEEDS: readonly Seed[] = [
  { name: 'bible', version: 2, run: seedBible }, onboardingSeed, { name: 'site', version: 2, run: seedSite },
  // Last: the verse search index reads the Bible and counts the site's citations of each verse.
  searchIndexSeed,
]

export interface SeedRun {
  name: string
  durationMs: number
}

export interface OpenedDatabase {
  db: Database
  /** Seeds that ran during this open; empty when the database was reused. */
  seeded: SeedRun[]
}

/**
 * Opens (creating if needed) a database file, or `:memory:` for a test, and brings its schema up to date: the one
 * place a schema is made. A database written by newer code is refused (DatabaseNewerThanCodeError) and closed.
 */
export function createDatabase(filename: string): Database {
  const db = new BetterSqlite3(filename)
  try {
    // WAL lets readers continue while a writer commits; NORMAL sync is durable enough with WAL.
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    migrate(db, SCHEMA)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** Opens (creating if needed) `${dataDir}/lamp.sqlite`, migrates it, and runs each seed that has not run yet. */
export function openDatabase(dataDir: string, seeds: readonly Seed[] = DEFAULT_SEEDS): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true })
  const db = createDatabase(join(dataDir, 'lamp.sqlite'))
  return { db, seeded: runSeeds(db, seeds) }
}

const versionOf = (seed: Seed) => seed.version ?? 1

/** The seeds a (migrated) database lacks, and whether a recorded one changed version (then all of them run again). */
export function seedsToRun(db: Database, seeds: readonly Seed[] = DEFAULT_SEEDS): { changed: boolean; pending: readonly Seed[] } {
  const recorded = new Map((db.prepare('SELECT name, version FROM seed_runs').all() as Array<{ name: string; version: number }>)
    .map((row) => [row.name, row.version]))
  const changed = seeds.some((seed) => recorded.has(seed.name) && recorded.get(seed.name) !== versionOf(seed))
  return { changed, pending: changed ? seeds : seeds.filter((seed) => !recorded.has(seed.name)) }
}

/**
 * Runs the seeds this database lacks. Seeds build on each other (the site links to Bible verses and updates the
 * root), so when a recorded seed has changed version the content tree is emptied and every seed runs again:
 * ids derive from paths, so saved favorites still point at the same items. All of it is one transaction, so a
 * crash mid-seed leaves the previous content in place and a seed never runs twice.
 */
function runSeeds(db: Database, seeds: readonly Seed[]): SeedRun[] {
  const { changed, pending } = seedsToRun(db, seeds)
  const record = db.prepare('INSERT OR REPLACE INTO seed_runs (name, seeded_at, duration_ms, version) VALUES (?, ?, ?, ?)')
  const runs: SeedRun[] = []
  db.transaction(() => {
    // Variants first: emptying content_culture in one statement is cheaper than cascading row by row.
    if (changed) db.exec('DELETE FROM content_culture; DELETE FROM content; DELETE FROM seed_runs;')
    for (const seed of pending) {
      const started = performance.now()
      seed.run(createContentWriter(db), db)
      record.run(seed.name, new Date().toISOString(), performance.now() - started, versionOf(seed))
      runs.push({ name: seed.name, durationMs: performance.now() - started })
    }
  })()
  return runs
}
