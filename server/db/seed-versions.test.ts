import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SEEDS, openDatabase, type Seed } from './database.ts'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lamp-seed-versions-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

/** A root (as the Bible seed makes it) and one page whose title says which version wrote it. */
const rootSeed = (version: number): Seed => ({
  name: 'root', version, run: (write) => {
    const root = write(null, { contentType: 'homePage', name: 'Lamp', urlSegment: 'lamp', sortOrder: 0 })
    write(root, { contentType: 'generalPage', name: 'About', urlSegment: 'about', sortOrder: 1, properties: { title: `v${version}` } })
  },
})
const pageSeed = (version: number, fail = false): Seed => ({
  name: 'pages', version, run: (write, db) => {
    const root = db.prepare("SELECT id, path, level, tree_key AS treeKey FROM content WHERE parent_id IS NULL").get() as Parameters<typeof write>[0]
    write(root, { contentType: 'generalPage', name: 'Terms', urlSegment: 'terms', sortOrder: 2, properties: { title: `v${version}` } })
    if (fail) throw new Error('the seed broke half way')
  },
})

function open(seeds: readonly Seed[]) {
  const opened = openDatabase(dataDir, seeds)
  const titles = opened.db.prepare<[], { path: string; title: string; id: string }>(
    "SELECT path, json_extract(properties, '$.title') AS title, id FROM content WHERE path != '/' ORDER BY path").all()
  opened.db.close()
  return { seeded: opened.seeded.map((run) => run.name), titles }
}

describe('seed versions', () => {
  it('leave an up-to-date data folder alone', () => {
    open([rootSeed(1), pageSeed(1)])
    expect(open([rootSeed(1), pageSeed(1)]).seeded).toEqual([])
  })

  it('bring a changed seed to an existing data folder: the content is rebuilt, keeping every id', () => {
    const before = open([rootSeed(1), pageSeed(1)])
    const after = open([rootSeed(1), pageSeed(2)])
    expect(after.seeded).toEqual(['root', 'pages'])
    expect(after.titles).toEqual([
      { path: '/about/', title: 'v1', id: before.titles[0]?.id },
      { path: '/terms/', title: 'v2', id: before.titles[1]?.id },
    ])
  })

  it('treat seeds recorded before versions existed as version 1', () => {
    open([rootSeed(1), pageSeed(1)])
    expect(open([rootSeed(2), pageSeed(1)]).titles.map((row) => row.title)).toEqual(['v2', 'v1'])
  })

  it('keep the previous content when the new seed fails', () => {
    open([rootSeed(1), pageSeed(1)])
    expect(() => open([rootSeed(1), pageSeed(2, true)])).toThrow('the seed broke half way')
    expect(open([rootSeed(1), pageSeed(1)])).toEqual({ seeded: [], titles: [expect.objectContaining({ title: 'v1' }), expect.objectContaining({ title: 'v1' })] })
  })

  it('give a data folder seeded before the Spanish Bible names and site variants those too', () => {
    // A folder as the previous seeds left it: version 1 everywhere, and no Spanish on Bible nodes or daily sends.
    const old = openDatabase(dataDir)
    old.db.exec(`UPDATE seed_runs SET version = 1;
      DELETE FROM content_culture WHERE content_id IN (SELECT id FROM content WHERE content_type IN ('bibleVerse', 'dailyAmSend'))`)
    old.db.close()
    const reopened = openDatabase(dataDir)
    const spanishName = reopened.db.prepare(`SELECT cc.name FROM content c JOIN content_culture cc ON cc.content_id = c.id AND cc.culture = 'es-ES'
      WHERE c.path = '/bible/new-testament/john/3/16/'`).pluck().get()
    reopened.db.close()
    expect(reopened.seeded.map((run) => run.name)).toEqual(DEFAULT_SEEDS.map((seed) => seed.name))
    expect(spanishName).toBe('Juan 3:16')
  })
})
