import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_SEEDS } from './database.ts'
import { openDatabaseSeededAside, openPreparedDatabase } from './seed-aside.ts'

const dir = mkdtempSync(join(tmpdir(), 'lamp-seed-aside-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('seeding in a child process', () => {
  it('seeds a new data folder once, and the server process reads what the child wrote', async () => {
    const first = await openDatabaseSeededAside(dir)
    expect(first.seeded.map((run) => run.name)).toEqual(DEFAULT_SEEDS.map((seed) => seed.name))
    const verses = first.db.prepare("SELECT count(*) AS n FROM content WHERE content_type = 'bibleVerse'").get() as { n: number }
    expect(verses.n).toBe(31_102)
    // The whole data folder is prepared: the demo members and the provider's keys too.
    expect(first.db.prepare('SELECT email FROM members ORDER BY email').pluck().all()).toEqual(['demo@example.com', 'premium@example.com'])
    for (const file of ['jwks.json', 'cookie-keys.json']) expect(existsSync(join(dir, file)), file).toBe(true)
    first.db.close()

    const second = await openDatabaseSeededAside(dir)
    expect(second.seeded).toEqual([])
    second.db.close()
    // A worker opens what the primary prepared, and nothing else.
    openPreparedDatabase(dir).db.close()
  }, 120_000)

  it('refuses, for a worker, a data folder nobody prepared', () => {
    const empty = mkdtempSync(join(dir, 'empty-'))
    expect(() => openPreparedDatabase(empty)).toThrow(`the database in ${empty} lacks the seeds ${DEFAULT_SEEDS.map((seed) => seed.name).join(', ')}: it must be prepared before workers start`)
  })
})
