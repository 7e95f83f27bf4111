import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertFixtures } from '../testing/fixtures.ts'
import { BIBLE_ONLY, createTestApp, getJson, type TestApp } from '../testing/test-app.ts'
import type { ApiContentItem } from './serializer.ts'

// How GET content reads its query parameters: spaces, defaults, the exact limits, and what it refuses.
let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
  insertFixtures(t.db)
})
afterAll(() => t.close())

const get = (search: string) => getJson<{ total: number; items: ApiContentItem[] } & Record<string, unknown>>(t.app, `content?${search}`)
const ok = async (search: string) => {
  const { status, body } = await get(search)
  expect({ search, status }).toEqual({ search, status: 200 })
  return { total: body.total, names: body.items.map((item) => item.name) }
}

describe('spaces around values and their parts', () => {
  it('are ignored in fetch', async () => {
    expect((await ok('fetch=%20children:%20/bible/%20')).names).toEqual(['Old Testament', 'New Testament'])
    expect((await ok('fetch=%20%20&take=0')).total).toBe((await ok('take=0')).total)
  })

  it('are ignored in filter, after a "!" and between content types', async () => {
    expect((await ok('fetch=children:/&filter=contentType:%20!generalPage&take=20')).names).toEqual(['Morning 2025-01-01', 'Evening 2025-01-01', 'Morning 2025-01-02', 'Love'])
    expect((await ok('filter=contentType:bibleBook&filter=name:john&filter=name:!%201')).names).toEqual(['John', '2 John', '3 John'])
    expect((await ok('filter=contentType:testament,%20bibleBook&take=0')).total).toBe(68)
  })

  it('are ignored in sort and paging, and a blank filter or sort is no filter or sort', async () => {
    expect((await ok('fetch=children:/bible/old-testament/&sort=name%20:%20desc&take=%202')).names).toEqual(['Zephaniah', 'Zechariah'])
    expect(await ok('fetch=children:/bible/&filter=%20&sort=')).toEqual({ total: 2, names: ['Old Testament', 'New Testament'] })
  })
})

describe('defaults', () => {
  it('sort ascending when no direction is given, and an empty take takes 10', async () => {
    expect((await ok('fetch=children:/bible/old-testament/&sort=name&take=2')).names).toEqual(['1 Chronicles', '1 Kings'])
    expect((await ok('fetch=children:/bible/old-testament/&take=')).names).toHaveLength(10)
  })
})

describe('limits', () => {
  it('take a value of exactly 500 characters and exactly 10 filters', async () => {
    expect((await ok(`filter=name:${'a'.repeat(495)}`)).total).toBe(0)
    expect((await ok(`${Array.from({ length: 9 }, () => 'filter=name:john').join('&')}&filter=contentType:bibleBook`)).total).toBe(4)
  })
})

describe('refused', () => {
  it.each([
    ['filter=name', 'Invalid filter query', 'The filter "name" needs a value, as in contentType:bibleBook. Supported filters: contentType, name, scheduledDate, contentSlug.'],
    ['filter=scheduledDate:!2025-01-01', 'Invalid filter query', 'The filter "scheduledDate:!2025-01-01" needs a calendar date as yyyy-mm-dd, as in scheduledDate:2025-01-31.'],
    ['filter=contentSlug:!love', 'Invalid filter query', 'The filter "contentSlug:!love" cannot be negated.'],
    ['sort=name:asc:name', 'Sort option not found', 'One of the attempted \'sort\' options does not exist'],
    ['fetch=xchildren:/bible/', 'Fetch option not found', 'One of the attempted \'fetch\' options does not exist'],
    ['fetch=children:/bible/%0Ax', 'Fetch option not found', 'One of the attempted \'fetch\' options does not exist'],
    [`sort=${'a'.repeat(501)}`, 'Invalid sort query', 'A sort value may be at most 500 characters.'],
    [`skip=${'x'.repeat(30)}`, 'Invalid paging', `skip must be a whole number from 0 to 50000, got "${'x'.repeat(20)}".`],
  ])('%.40s', async (search, title, detail) => {
    const { status, body } = await get(search)
    expect(status).toBe(400)
    expect(body).toMatchObject({ title, detail })
  })
})
