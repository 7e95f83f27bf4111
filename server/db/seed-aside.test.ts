import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_SEEDS } from './database.ts'
import { openDatabaseSeededAside } from './seed-aside.ts'

const dir = mkdtempSync(join(tmpdir(), 'lamp-seed-aside-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('seeding in a child process', () => {
  it('seeds a new data folder once, and the server process reads what the child wrote', async () => {
    const first = await openDatabaseSeededAside(dir)
    expect(first.seeded.map((run) => run.name)).toEqual(DEFAULT_SEEDS.map((seed) => seed.name))
    const verses = first.db.prepare("SELECT count(*) AS n FROM content WHERE content_type = 'bibleVerse'").get() as { n: number }
    expect(verses.n).toBe(31_102)
    first.db.close()

    const second = await openDatabaseSeededAside(dir)
    expect(second.seeded).toEqual([])
    second.db.close()
  }, 120_000)
})
