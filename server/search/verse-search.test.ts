import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSearchText, type SearchTerm } from '#contracts/search-text.ts'
import { insertFixtures } from '../testing/fixtures.ts'
import { BIBLE_ONLY, createTestApp, type TestApp } from '../testing/test-app.ts'
import { buildSearchIndex } from './search-index.ts'
import { VerseSearch, type VerseSearchRequest } from './verse-search.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
})
afterAll(() => t.close())

function terms(text: string): SearchTerm[] {
  const parsed = parseSearchText(text)
  if (!parsed.ok) throw new Error(`"${text}" does not parse: ${parsed.problem}`)
  return parsed.terms
}
const request = (text: string, rest: Partial<VerseSearchRequest> = {}): VerseSearchRequest => ({ terms: terms(text), skip: 0, take: 20, ...rest })
const names = (search: VerseSearch, text: string, rest: Partial<VerseSearchRequest> = {}) =>
  search.search(request(text, rest)).items.map((item) => item.name)
const countOf = (search: VerseSearch, text: string, rest: Partial<VerseSearchRequest> = {}) => search.search(request(text, rest)).total

describe('ranking by bm25 alone (no content cites a verse)', () => {
  it('builds the index on first use and ranks the shortest verse with both words first', () => {
    const search = new VerseSearch(t.db)
    // John 6:47 is the shortest of John's verses with "everlasting life": bm25 alone puts it before John 3:16.
    expect(names(search, 'everlasting life', { book: 'john' }).slice(0, 2)).toEqual(['John 6:47', 'John 3:36'])
  })
})

describe('verse search', () => {
  let search: VerseSearch
  beforeAll(() => {
    // A verse topic that cites John 3:16, as the site seed's "love" topic does; the index counts it when rebuilt.
    insertFixtures(t.db)
    t.db.transaction(() => buildSearchIndex(t.db))()
    search = new VerseSearch(t.db)
  })

  it('ranks a verse the site cites above equally relevant ones: everlasting life → John 3:16 first among John’s', () => {
    const john = names(search, 'everlasting life', { book: 'john' })
    expect(john[0]).toBe('John 3:16')
    expect(john).toEqual(expect.arrayContaining(['John 6:47', 'John 3:36', 'John 5:24']))
    const everywhere = names(search, 'everlasting life', { take: 50 })
    expect(everywhere.find((name) => name.startsWith('John '))).toBe('John 3:16')
  })

  it('matches every word anywhere, a phrase only in order, a prefix as the start of a word', () => {
    const words = countOf(search, 'life everlasting')
    const phrase = countOf(search, '"everlasting life"')
    const reversed = countOf(search, '"life everlasting"')
    expect(phrase).toBeGreaterThan(5)
    expect(words).toBeGreaterThan(phrase)
    const phraseHits = search.search(request('"everlasting life"', { take: 50 })).items
    expect(phraseHits.every((item) => item.segments.some((s) => s.match && s.text.toLowerCase() === 'everlasting life'))).toBe(true)
    expect(reversed).toBeGreaterThan(0)
    expect(reversed).toBeLessThan(phrase)
    const prefixed = search.search(request('bless*', { take: 50 })).items.flatMap((item) => item.segments.filter((s) => s.match).map((s) => s.text.toLowerCase()))
    expect(new Set(prefixed).size).toBeGreaterThan(2)
    expect(prefixed.every((word) => word.startsWith('bless'))).toBe(true)
    expect(countOf(search, 'bless*')).toBeGreaterThan(countOf(search, 'bless'))
  })

  it('stems English words and ignores diacritics', () => {
    expect(names(search, 'loveth', { book: 'john', take: 50 })).toContain('John 14:21')
    expect(countOf(search, 'lóve')).toBe(countOf(search, 'love'))
  })

  it('filters by testament and by book, and counts matches per book over the whole Bible', () => {
    const all = search.search(request('everlasting life'))
    const ot = search.search(request('everlasting life', { testament: 'old' }))
    const nt = search.search(request('everlasting life', { testament: 'new' }))
    expect(ot.total + nt.total).toBe(all.total)
    expect(ot.items.every((item) => item.testament === 'old')).toBe(true)
    expect(nt.items.every((item) => item.testament === 'new')).toBe(true)
    // Counts per book ignore the filters, so the page can offer every other book, in canonical order.
    expect(ot.books).toEqual(all.books)
    expect(all.books.map((book) => book.book)).toEqual(expect.arrayContaining(['daniel', 'john', 'romans']))
    expect(all.books.findIndex((book) => book.book === 'daniel')).toBeLessThan(all.books.findIndex((book) => book.book === 'john'))
    expect(all.books.reduce((sum, book) => sum + book.count, 0)).toBe(all.total)
    const john = search.search(request('everlasting life', { book: 'john' }))
    expect(john.total).toBe(all.books.find((book) => book.book === 'john')?.count)
    expect(john.items.every((item) => item.book === 'john')).toBe(true)
    // A book outside the chosen testament: nothing, rather than the book's matches.
    expect(search.search(request('everlasting life', { book: 'john', testament: 'old' })).total).toBe(0)
  })

  it('pages through the ranking without gaps or repeats', () => {
    const whole = search.search(request('faith', { take: 50 })).items.map((item) => item.id)
    const pages = [0, 20, 40].flatMap((skip) => search.search(request('faith', { skip, take: 20 })).items.map((item) => item.id))
    expect(pages.slice(0, 50)).toEqual(whole)
    const total = countOf(search, 'faith')
    expect(search.search(request('faith', { skip: total, take: 20 })).items).toEqual([])
    expect(search.search(request('faith', { skip: total - 1, take: 20 })).items).toHaveLength(1)
  })

  it('returns the whole verse with the matches marked', () => {
    const [hit] = search.search(request('"only begotten son"', { book: 'john' })).items
    expect(hit?.name).toBe('John 3:16')
    expect(hit?.segments.map((s) => s.text).join('')).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.')
    expect(hit?.segments.filter((s) => s.match).map((s) => s.text)).toEqual(['only begotten Son'])
    expect(hit).toMatchObject({ testament: 'new', book: 'john', bookName: 'John', chapter: 3, verse: 16 })
  })

  it('finds nothing, without an error, for words the Bible does not hold', () => {
    expect(search.search(request('xylophone'))).toMatchObject({ total: 0, items: [], books: [] })
  })
})
