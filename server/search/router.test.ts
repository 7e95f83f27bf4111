import fc from 'fast-check'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ValidationProblem } from '#contracts/problem.ts'
import type { VerseSearchResult } from '#contracts/search.ts'
import { openDatabase } from '../db/database.ts'
import { BIBLE_ONLY, createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSearchRouter } from './router.ts'
import { SEARCH_INDEX_SEED, searchIndexSeed } from './search-index.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
})
afterAll(() => t.close())
// The seeded database is shared; the search router on it is built per test (decision 0115).
let app: Hono
beforeEach(() => {
  app = new Hono().route('/umbraco/api/search', createSearchRouter(t.db))
})

const SEARCH = '/umbraco/api/search/verses'
async function get<T>(query: string): Promise<{ status: number; body: T; res: Response }> {
  const res = await app.request(`${SEARCH}?${query}`)
  return { status: res.status, body: (await res.json()) as T, res }
}
const q = (text: string, rest = '') => `q=${encodeURIComponent(text)}${rest}`

describe('GET /umbraco/api/search/verses', () => {
  // First, before any search builds the index lazily: this database stands for ./data from a version without it.
  it('gives a database from an earlier version the index when it is next opened, once', () => {
    const reopened = openDatabase(t.dataDir, [...BIBLE_ONLY, searchIndexSeed])
    expect(reopened.seeded.map((run) => run.name)).toEqual([SEARCH_INDEX_SEED])
    expect(reopened.db.prepare('SELECT count(*) FROM verse_fts').pluck().get()).toBe(31_102)
    reopened.db.close()
    const again = openDatabase(t.dataDir, [...BIBLE_ONLY, searchIndexSeed])
    expect(again.seeded).toEqual([])
    again.db.close()
  })

  it('answers a search with ranked, highlighted verses, counts per book and cache headers', async () => {
    const { status, body, res } = await get<VerseSearchResult>(q('"everlasting life"', '&book=john&take=3&locale=es-ES'))
    expect(status).toBe(200)
    expect(body).toMatchObject({ skip: 0, take: 3 })
    expect(body.items).toHaveLength(3)
    expect(body.items[0]?.segments).toContainEqual({ text: 'everlasting life', match: true })
    expect(body.books.find((book) => book.book === 'john')).toMatchObject({ name: 'John', testament: 'new', count: body.total })
    expect(res.headers.get('Cache-Control')).toContain('max-age=300')
    expect(res.headers.get('ETag')).toBeTruthy()
  })

  it('lets caches keep an answer and its revalidation, never a refusal', async () => {
    const { res } = await get(q('love'))
    const again = await app.request(`${SEARCH}?${q('love')}`, { headers: { 'If-None-Match': res.headers.get('ETag') ?? '' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=300, stale-while-revalidate=86400')
    const refused = await get(q('love', '&book=nope'))
    expect(refused.status).toBe(400)
    expect(refused.res.headers.get('Cache-Control') ?? '').not.toContain('max-age=300')
  })

  it('answers each query with its own results, also when an earlier one is cached', async () => {
    const love = (await get<VerseSearchResult>(q('love'))).body
    const faith = (await get<VerseSearchResult>(q('faith'))).body
    expect(faith.total).not.toBe(love.total)
    expect((await get<VerseSearchResult>(q('love', '&take=1'))).body.items).toHaveLength(1)
  })

  it("counts the last verse of the Bible under its own book, and marks a match at a verse's start without empty parts", async () => {
    const { body } = await get<VerseSearchResult>(q('"be with you all amen"'))
    expect(body.books.map((book) => book.book)).toContain('revelation')
    expect(body.books.map((book) => book.book)).not.toContain('genesis')
    const wept = (await get<VerseSearchResult>(q('jesus wept'))).body.items.find((item) => item.bookName === 'John' && item.chapter === 11 && item.verse === 35)
    expect(wept?.segments).toEqual([{ text: 'Jesus', match: true }, { text: ' ', match: false }, { text: 'wept', match: true }, { text: '.', match: false }])
  })

  it('is not a Delivery API path: an unknown search path is a JSON 404', async () => {
    const res = await t.app.request('/umbraco/api/search/nothing-here')
    expect(res.status).toBe(404)
    expect(res.headers.get('Content-Type')).toContain('json')
  })

  it.each([
    ['no q', 'take=5', 'q'],
    ['an empty q', q('   '), 'q'],
    ['one letter', q('a'), 'q'],
    ['a lone quote', q('"'), 'q'],
    ['a lone star', q('*'), 'q'],
    ['a one-letter prefix', q('a*'), 'q'],
    ['FTS5 syntax', q('NEAR('), 'q'],
    ['FTS5 operators', q('AND OR'), 'q'],
    ['symbols only', q('🙏✝️ ~~ ()'), 'q'],
    ['a control character', q('love\u0000'), 'q'],
    ['too long a query', q('love '.repeat(41)), 'q'],
    ['too many words', q(Array.from({ length: 13 }, (_, i) => `w${i}`).join(' ')), 'q'],
    ['two q parameters', 'q=love&q=hope', 'q'],
    ['take 0', q('love', '&take=0'), 'take'],
    ['take 51', q('love', '&take=51'), 'take'],
    ['take as text', q('love', '&take=ten'), 'take'],
    ['a negative skip', q('love', '&skip=-1'), 'skip'],
    ['skip past the limit', q('love', '&skip=1001'), 'skip'],
    ['an unknown testament', q('love', '&testament=middle'), 'testament'],
    ['a malformed book', q('love', '&book=St%20John'), 'book'],
    ['an unknown book', q('love', '&book=hezekiah'), 'book'],
  ])('answers %s with a 400 naming the field', async (_, query, field) => {
    const { status, body, res } = await get<ValidationProblem>(query)
    expect(status).toBe(400)
    expect(res.headers.get('Content-Type')).toContain('application/problem+json')
    expect(body).toMatchObject({ type: 'Error', status: 400, title: 'Invalid query' })
    expect(Object.keys(body.errors)).toEqual([field])
    expect(body.errors[field]?.[0]).toMatch(/\w/)
  })

  it('searches operator words written in lower case or quoted, as words', async () => {
    const lower = await get<VerseSearchResult>(q('and or'))
    const quoted = await get<VerseSearchResult>(q('"AND" "OR"'))
    expect(lower.status).toBe(200)
    expect(lower.body.total).toBeGreaterThan(0)
    expect(quoted.body.total).toBe(lower.body.total)
  })

  it('never fails on anything a reader can type: 200 or a 400, never a 500', async () => {
    const alphabet = fc.constantFrom(...[...'"*()^:+-~.,;\' NEARORANDNOTéñ漢🙏\u0301abcxyz019'], ' AND ', ' OR ', ' NOT ', 'NEAR(', '{a b}:', '\\', '\u200b')
    await fc.assert(fc.asyncProperty(
      fc.oneof(fc.string({ unit: alphabet, maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 60 })),
      async (text) => {
        const res = await t.app.request(`${SEARCH}?${q(text)}`)
        expect([200, 400]).toContain(res.status)
      },
    ), { numRuns: 300 })
  })

  it.each(['q=%', 'q=%FF%FE', 'q=%ED%A0%80love', 'q=love&take=%'])('never fails on a malformed address (%s)', async (query) => {
    const res = await app.request(`${SEARCH}?${query}`)
    expect([200, 400]).toContain(res.status)
  })
})
