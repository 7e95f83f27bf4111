import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import BetterSqlite3 from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Seed } from '../db/database.ts'
import { copySeededTemplate } from './seeded-template.ts'

type Namespace = { activeMutant?: string | undefined; mutantCoverage?: { static: Record<string, number>; perTest: Record<string, Record<string, number>> } }
const global = globalThis as { __stryker__?: Namespace | undefined }

let dirs: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lamp-template-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs = []
})

/** A seed of its own name (so its template is its own) that counts its runs, and marks what it ran as a mutant would. */
function countingSeed(version = 1) {
  const seed = {
    name: `test-${randomUUID()}`, version, runs: 0,
    run: (_writer: unknown, db: BetterSqlite3.Database) => {
      seed.runs += 1
      const coverage = global.__stryker__?.mutantCoverage
      if (coverage) coverage.static['42'] = (coverage.static['42'] ?? 0) + 1
      db.exec("CREATE TABLE IF NOT EXISTS marker (value TEXT); INSERT INTO marker VALUES ('seeded')")
    },
  }
  return seed
}
const asSeeds = (seed: ReturnType<typeof countingSeed>): readonly Seed[] => [seed as unknown as Seed]
const markers = (dataDir: string) => {
  const db = new BetterSqlite3(join(dataDir, 'lamp.sqlite'))
  try {
    return db.prepare('SELECT value FROM marker').pluck().all()
  } finally {
    db.close()
  }
}

describe('copySeededTemplate', () => {
  it('seeds once, then every test app gets its own copy of that database', () => {
    const seed = countingSeed()
    const [first, second] = [freshDir(), freshDir()]
    expect(copySeededTemplate(first, asSeeds(seed))?.map((run) => run.name)).toEqual([seed.name])
    expect(copySeededTemplate(second, asSeeds(seed))?.map((run) => run.name)).toEqual([seed.name])
    expect(seed.runs).toBe(1)
    expect(markers(second)).toEqual(['seeded'])
    const db = new BetterSqlite3(join(first, 'lamp.sqlite'))
    db.exec("INSERT INTO marker VALUES ('written by one test')")
    db.close()
    expect(markers(second)).toEqual(['seeded'])
  })

  it('makes a new template when a seed changes version', () => {
    const seed = countingSeed(1)
    copySeededTemplate(freshDir(), asSeeds(seed))
    copySeededTemplate(freshDir(), asSeeds({ ...seed, version: 2 }))
    expect(seed.runs).toBe(2)
  })

  describe('in a mutation run', () => {
    let original: Namespace | undefined
    beforeEach(() => {
      original = global.__stryker__
      global.__stryker__ = { mutantCoverage: { static: {}, perTest: {} } }
    })
    afterEach(() => {
      global.__stryker__ = original
    })

    it('leaves the seeding to the caller when the mutant switched on is one that seeding runs, and copies otherwise', () => {
      const seed = countingSeed()
      copySeededTemplate(freshDir(), asSeeds(seed))
      global.__stryker__ = { ...global.__stryker__, activeMutant: '42' }
      expect(copySeededTemplate(freshDir(), asSeeds(seed))).toBeUndefined()
      global.__stryker__ = { ...global.__stryker__, activeMutant: '7' }
      const dataDir = freshDir()
      expect(copySeededTemplate(dataDir, asSeeds(seed))).toHaveLength(1)
      expect(markers(dataDir)).toEqual(['seeded'])
      expect(seed.runs).toBe(1)
    })

    it('never makes a template while a mutant is switched on', () => {
      const seed = countingSeed()
      global.__stryker__ = { ...global.__stryker__, activeMutant: '7' }
      expect(copySeededTemplate(freshDir(), asSeeds(seed))).toBeUndefined()
      global.__stryker__ = { ...global.__stryker__, activeMutant: undefined }
      copySeededTemplate(freshDir(), asSeeds(seed))
      expect(seed.runs).toBe(1)
    })
  })
})
