import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIBLE_ONLY, createTestApp, type TestApp } from '../testing/test-app.ts'
import { openDatabase } from './database.ts'
import { parseVerseText } from './kjv.ts'
import { uuidV5 } from './uuid.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
})
afterAll(() => t.close())

const count = (contentType: string) =>
  t.db.prepare('SELECT count(*) FROM content WHERE content_type = ?').pluck().get(contentType) as number
const properties = (path: string) =>
  JSON.parse(t.db.prepare('SELECT properties FROM content WHERE path = ?').pluck().get(path) as string) as Record<string, unknown>

describe('the Bible seed', () => {
  it('holds the whole King James Version', () => {
    expect([count('testament'), count('bibleBook'), count('bibleChapter'), count('bibleVerse')]).toEqual([2, 66, 1189, 31102])
    expect(count('homePage')).toBe(1)
  })

  it('runs once, in one transaction that records its time', () => {
    expect(t.seeded).toEqual([{ name: 'bible', durationMs: expect.any(Number) as number }])
    const reopened = openDatabase(t.dataDir, BIBLE_ONLY)
    expect(reopened.seeded).toEqual([])
    expect(reopened.db.prepare('SELECT count(*) FROM content').pluck().get()).toBe(32_361)
    reopened.db.close()
  })

  it('uses the slugs readers expect, under the right testament', () => {
    const books = t.db.prepare("SELECT path FROM content WHERE content_type = 'bibleBook'").pluck().all()
    expect(books).toContain('/bible/old-testament/song-of-solomon/')
    expect(books).toContain('/bible/new-testament/1-john/')
    expect(books).not.toContain('/bible/old-testament/john/')
  })

  it('counts each testament’s books', () => {
    expect(properties('/bible/old-testament/')['bookCount']).toBe(39)
    expect(properties('/bible/new-testament/')['bookCount']).toBe(27)
  })

  it('links chapters across books in reading order', () => {
    const nextOfMalachi = properties('/bible/old-testament/malachi/4/')['nextChapter']
    const matthew = t.db.prepare("SELECT id FROM content WHERE path = '/bible/new-testament/matthew/1/'").pluck().get() as string
    expect(nextOfMalachi).toBe(`umb://document/${matthew.replace(/-/g, '')}`)
    expect(properties('/bible/old-testament/genesis/1/')['previousChapter']).toBeNull()
    expect(properties('/bible/new-testament/revelation/22/')['nextChapter']).toBeNull()
  })
})

describe('verse text', () => {
  it('turns # into a paragraph start and [words] into em elements', () => {
    expect(parseVerseText('# For God [was] here')).toEqual({
      startsParagraph: true,
      plainText: 'For God was here',
      text: {
        tag: '#root', attributes: {}, blocks: [],
        elements: [{ tag: '#text', text: 'For God ' }, { tag: 'em', attributes: {}, elements: [{ tag: '#text', text: 'was' }] }, { tag: '#text', text: ' here' }],
      },
    })
  })
})

describe('content ids', () => {
  it('are RFC 4122 version-5 UUIDs', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2')
  })
})
