import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import BetterSqlite3, { type Database } from 'better-sqlite3'
import { createContentWriter, type ContentWriter } from './content-writer.ts'
import { migrate } from './migrations.ts'
import { onboardingSeed } from '../onboarding/seed.ts'
import { seedBible } from './seed-bible.ts'
import { seedSite } from './seed-site/index.ts'
import { searchIndexSeed } from '../search/search-index.ts'

/** A named, run-once data seed. Later features add theirs to DEFAULT_SEEDS (the Bible must stay first: it creates the root). */
export interface Seed {
  name: string
  run: (write: ContentWriter, db: Database) => void
}

export const DEFAULT_SEEDS: readonly Seed[] = [
  { name: 'bible', run: seedBible }, onboardingSeed, { name: 'site', run: seedSite },
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

function runSeeds(db: Database, seeds: readonly Seed[]): SeedRun[] {
  const done = new Set(db.prepare('SELECT name FROM seed_runs').pluck().all() as string[])
  const record = db.prepare('INSERT INTO seed_runs (name, seeded_at, duration_ms) VALUES (?, ?, ?)')
  const runs: SeedRun[] = []
  for (const seed of seeds) {
    if (done.has(seed.name)) continue
    const started = performance.now()
    // One transaction per seed, recorded inside it: a crash mid-seed leaves nothing behind, and a seed never runs twice.
    db.transaction(() => {
      seed.run(createContentWriter(db), db)
      record.run(seed.name, new Date().toISOString(), performance.now() - started)
    })()
    runs.push({ name: seed.name, durationMs: performance.now() - started })
  }
  return runs
}
