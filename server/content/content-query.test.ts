import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertFixtures } from '../testing/fixtures.ts'
import { BIBLE_ONLY, createTestApp, getJson, type TestApp } from '../testing/test-app.ts'
import type { ApiContentItem } from './serializer.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
  insertFixtures(t.db)
})
afterAll(() => t.close())

interface Paged {
  total: number
  items: ApiContentItem[]
}
const query = async (search: string) => (await getJson<Paged>(t.app, `content?${search}`)).body
const names = async (search: string) => (await query(search)).items.map((item) => item.name)

describe('fetch', () => {
  it('children: a chapter\'s verses in verse order (Psalm 119 has 176)', async () => {
    const psalm = await query('fetch=children:/bible/old-testament/psalms/119/&take=200')
    expect(psalm.total).toBe(176)
    expect(psalm.items.map((v) => v.properties['verseNumber'])).toEqual(Array.from({ length: 176 }, (_, i) => i + 1))
    expect((await query('fetch=children:bible/old-testament&take=0')).total).toBe(39)
    expect((await query('fetch=children:/bible/new-testament/')).total).toBe(27)
  })

  it('children and descendants by id as well as by path', async () => {
    const john = (await getJson<ApiContentItem>(t.app, 'content/item/bible/new-testament/john')).body
    expect((await query(`fetch=children:${john.id}&take=0`)).total).toBe(21)
    expect((await query(`fetch=descendants:${john.id}&take=0`)).total).toBe(21 + 879)
    expect((await query('fetch=descendants:/bible/&filter=contentType:bibleVerse&take=0')).total).toBe(31102)
    expect((await query('filter=contentType:bibleChapter&take=0')).total).toBe(1189)
  })

  it('ancestors: from the root down', async () => {
    expect(await names('fetch=ancestors:/bible/new-testament/john/3/16/')).toEqual(['Lamp', 'The Holy Bible', 'New Testament', 'John', 'John 3'])
  })

  it('an unknown target gives an empty result', async () => {
    expect(await query('fetch=children:/no/such/path/')).toEqual({ total: 0, items: [] })
  })
})

describe('filter', () => {
  it('by content type, negated, and several values', async () => {
    expect((await query('fetch=children:/&filter=contentType:bibleBook')).total).toBe(0)
    expect(await names('fetch=children:/&filter=contentType:!generalPage&take=20')).toEqual(['Morning 2025-01-01', 'Evening 2025-01-01', 'Morning 2025-01-02', 'Love'])
    expect((await query('filter=contentType:testament,bibleBook&take=0')).total).toBe(68)
  })

  it('by name (contains, case-insensitive), negated, and ANDed with other filters', async () => {
    expect(await names('filter=contentType:bibleBook&filter=name:JOHN')).toEqual(['John', '1 John', '2 John', '3 John'])
    expect(await names('filter=contentType:bibleBook&filter=name:john&filter=name:!1')).toEqual(['John', '2 John', '3 John'])
    expect((await query('filter=name:100%25&take=0')).total).toBe(0)
  })

  it('by the custom scheduledDate and contentSlug filters', async () => {
    expect(await names('filter=scheduledDate:2025-01-01&sort=name:asc')).toEqual(['Evening 2025-01-01', 'Morning 2025-01-01'])
    expect(await names('filter=contentType:dailyAmSend&filter=scheduledDate:2025-01-02&take=1')).toEqual(['Morning 2025-01-02'])
    expect(await names('filter=contentType:verseTopic&filter=contentSlug:love')).toEqual(['Love'])
    expect((await query('filter=contentSlug:hate')).total).toBe(0)
  })
})

describe('sort and paging', () => {
  it('sorts ascending and descending, with several sorts applied in order', async () => {
    const ascending = await names('fetch=children:/bible/old-testament/&sort=name:asc&take=3')
    expect(ascending).toEqual(['1 Chronicles', '1 Kings', '1 Samuel'])
    expect(await names('fetch=children:/bible/old-testament/&sort=sortOrder:desc&take=2')).toEqual(['Malachi', 'Zechariah'])
    expect(await names('fetch=ancestors:/bible/new-testament/john/&sort=level:desc')).toEqual(['New Testament', 'The Holy Bible', 'Lamp'])
    expect(await names('filter=contentType:bibleBook&sort=createDate:asc&sort=path:desc&take=1')).toEqual(['Revelation'])
    expect(await names('filter=contentType:bibleBook&sort=updateDate:desc&take=1')).toEqual(['Genesis'])
  })

  it('answers the largest page and the deepest skip it allows', async () => {
    expect((await query('fetch=descendants:/bible/&filter=contentType:bibleVerse&take=200')).items).toHaveLength(200)
    expect(await query('fetch=descendants:/bible/&skip=50000&take=1')).toMatchObject({ items: [] })
    const last = await query('fetch=descendants:/bible/&filter=contentType:bibleVerse&sort=path:asc&skip=31101&take=5')
    expect(last.items.map((v) => v.name)).toEqual(['Revelation 22:21'])
  })

  it('skips and takes, keeping the total', async () => {
    const page = await query('fetch=children:/bible/new-testament/john/3/&skip=15&take=2')
    expect(page.total).toBe(36)
    expect(page.items.map((v) => v.name)).toEqual(['John 3:16', 'John 3:17'])
    expect(await query('fetch=children:/bible/new-testament/john/3/&skip=100')).toEqual({ total: 36, items: [] })
    expect((await query('')).items).toHaveLength(10)
  })
})

describe('bad requests', () => {
  it.each([
    // Umbraco's own wording for an option it does not know.
    ['filter=colour:red', 'Filter option not found', /^One of the attempted 'filter' options does not exist$/],
    ['filter=colour', 'Filter option not found', /^One of the attempted 'filter' options does not exist$/],
    ['filter=contentType:', 'Invalid filter query', /needs a value/],
    ['filter=scheduledDate:2025-02-30', 'Invalid filter query', /yyyy-mm-dd/],
    ['fetch=siblings:/bible/', 'Fetch option not found', /^One of the attempted 'fetch' options does not exist$/],
    ['sort=colour:asc', 'Sort option not found', /^One of the attempted 'sort' options does not exist$/],
    ['sort=name:up', 'Sort option not found', /^One of the attempted 'sort' options does not exist$/],
    ['take=-1', 'Invalid paging', /take/],
    ['skip=abc', 'Invalid paging', /skip/],
    ['take=2.5', 'Invalid paging', /take/],
    // Bounded work: the largest page, the deepest skip, how many filters and sorts, how long a value.
    ['take=201', 'Invalid paging', /take must be a whole number from 0 to 200/],
    ['take=100000', 'Invalid paging', /take must be a whole number from 0 to 200/],
    ['skip=50001', 'Invalid paging', /skip must be a whole number from 0 to 50000/],
    [Array.from({ length: 11 }, () => 'filter=name:a').join('&'), 'Invalid filter query', /At most 10 filter/],
    [Array.from({ length: 6 }, () => 'sort=name:asc').join('&'), 'Invalid sort query', /At most 5 sort/],
    [`filter=name:${'a'.repeat(501)}`, 'Invalid filter query', /at most 500 characters/],
    [`fetch=children:${'a'.repeat(501)}`, 'Invalid fetch query', /at most 500 characters/],
  ])('%s → 400 problem details', async (search, title, detail) => {
    const { status, body, res } = await getJson<Record<string, unknown>>(t.app, `content?${search}`)
    expect(status).toBe(400)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    expect(body).toMatchObject({ type: 'Error', title, status: 400 })
    expect(body['detail']).toMatch(detail)
  })
})
