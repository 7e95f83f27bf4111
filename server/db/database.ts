import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import BetterSqlite3, { type Database } from 'better-sqlite3'
import { createContentWriter, type ContentWriter } from './content-writer.ts'
import { migrate } from './migrations.ts'
import { onboardingSeed } from '../onboarding/seed.ts'
import { seedBible } from './seed-bible.ts'
import { seedSite } from './seed-site/index.ts'
import { searchIndexSeed } from '../search/search-index.ts'

/**
 * A named content seed. Later features add theirs to DEFAULT_SEEDS (the Bible must stay first: it creates the root).
 * Bump `version` (default 1) whenever the seed writes different content, so existing data folders get it too.
 */
export interface Seed {
  name: string
  version?: number
  run: (write: ContentWriter, db: Database) => void
}

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

/** Opens (creating if needed) `${dataDir}/lamp.sqlite`, migrates it, and runs each seed that has not run yet. */
export function openDatabase(dataDir: string, seeds: readonly Seed[] = DEFAULT_SEEDS): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true })
  const db = new BetterSqlite3(join(dataDir, 'lamp.sqlite'))
  // WAL lets readers continue while a writer commits; NORMAL sync is durable enough with WAL.
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  migrate(db)
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
