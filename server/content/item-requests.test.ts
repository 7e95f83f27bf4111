import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentPicker, createContentWriter, type NodeRef } from '../db/content-writer.ts'
import { BIBLE_ONLY, createTestApp, getJson, type TestApp } from '../testing/test-app.ts'
import type { ApiContentItem } from './serializer.ts'

// What a caller sees at the edges of item lookups: problem wording, odd paths, ids and headers, and property values
// that only look like pickers or block lists.
let t: TestApp
let johnId: string
const MISSING_ID = '00000000-0000-4000-8000-0000000000ff'
const NOT_A_BLOCK_LIST = { items: [{ content: { properties: {} } }, {}, 5, { content: { properties: 'x' } }] }
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
  johnId = t.db.prepare("SELECT id FROM content WHERE path = '/bible/new-testament/john/'").pluck().get() as string
  const root = t.db.prepare('SELECT id, path, level, tree_key AS treeKey FROM content WHERE parent_id IS NULL').get() as NodeRef
  const write = createContentWriter(t.db)
  const page = (name: string, urlSegment: string, sortOrder: number, properties: Record<string, unknown> = {}) =>
    write(root, { contentType: 'edgePage', name, urlSegment, sortOrder, properties })
  page('Save 100% now', 'save', 80_001)
  page('snake_case', 'snake', 80_002)
  page('Race car', 'race', 80_003)
  page('Odd values', 'odd', 80_004, {
    notBlocks: NOT_A_BLOCK_LIST,
    notAllPickers: [contentPicker(johnId), 'plain text'],
    pickers: [contentPicker(johnId), contentPicker(MISSING_ID)],
    textBefore: `see ${contentPicker(johnId)}`,
    textAfter: `${contentPicker(johnId)}/more`,
  })
  write(root, {
    contentType: 'edgePage', name: 'Invariant name', urlSegment: 'two-cultures', sortOrder: 80_005,
    cultures: { 'es-ES': { name: 'Dos culturas' }, 'en-US': { name: 'Two cultures' } },
  })
})
afterAll(() => t.close())

type Problem = Record<string, unknown>
const item = (path: string, headers: Record<string, string> = {}) => getJson<ApiContentItem>(t.app, path, headers)
const problemOf = async (path: string, headers: Record<string, string> = {}) => {
  const { status, body } = await getJson<Problem>(t.app, path, headers)
  return { status, title: body['title'], detail: body['detail'] }
}
const names = async (search: string) => (await getJson<{ items: ApiContentItem[] }>(t.app, `content?${search}`)).body.items.map((i) => i.name)

describe('content/item problems', () => {
  it('say which path or id was not found', async () => {
    expect(await problemOf('content/item/nowhere')).toEqual({ status: 404, title: 'Not Found', detail: 'No content item has the path /nowhere/.' })
    expect(await problemOf(`content/item/${MISSING_ID}`)).toEqual({ status: 404, title: 'Not Found', detail: `No content item has the id ${MISSING_ID}.` })
  })

  it('quote a path that is not validly URL-encoded, up to 200 characters', async () => {
    expect(await problemOf('content/item/%E0%A4%A')).toEqual({ status: 400, title: 'Invalid path', detail: 'The path "/%E0%A4%A" is not validly URL-encoded.' })
    const long = `%ZZ${'a'.repeat(300)}`
    expect((await problemOf(`content/item/${long}`)).detail).toBe(`The path "/${long.slice(0, 199)}" is not validly URL-encoded.`)
  })

  it('name a Start-Item that is no root: 404 for an item, 400 for a query', async () => {
    const detail = 'The Start-Item "nowhere" is not a root content item; use its URL segment (e.g. "lamp") or its id.'
    expect(await problemOf('content/item/bible', { 'Start-Item': 'nowhere' })).toEqual({ status: 404, title: 'Not Found', detail })
    expect(await problemOf('content?take=1', { 'Start-Item': 'nowhere' })).toEqual({ status: 400, title: 'Invalid Start-Item', detail })
    expect((await problemOf('content/item/bible', { 'Start-Item': johnId })).status).toBe(404)
  })
})

describe('paths and ids', () => {
  it('ignore any number of slashes around an item path or a fetch target', async () => {
    expect((await item('content/item//bible//')).body.name).toBe('The Holy Bible')
    expect(await names('fetch=children://bible//')).toEqual(['Old Testament', 'New Testament'])
    // The start item itself has no ancestors.
    expect(await names('fetch=ancestors:/')).toEqual([])
  })

  it('content/items takes no id, spaces and empty entries, and up to 100 ids', async () => {
    expect((await getJson<unknown[]>(t.app, 'content/items')).body).toEqual([])
    expect((await getJson<ApiContentItem[]>(t.app, `content/items?id=${johnId},%20${johnId},`)).body.map((i) => i.name)).toEqual(['John'])
    const ids = (count: number) => Array.from({ length: count }, () => `id=${johnId}`).join('&')
    expect((await getJson<ApiContentItem[]>(t.app, `content/items?${ids(100)}`)).body).toHaveLength(1)
    expect(await problemOf(`content/items?${ids(101)}`)).toEqual({ status: 400, title: 'Invalid id', detail: 'At most 100 ids may be asked for at once.' })
  })

  it('content/items quotes an id that is no GUID, up to 100 characters', async () => {
    expect(await problemOf('content/items?id=nope')).toEqual({ status: 400, title: 'Invalid id', detail: '"nope" is not a GUID.' })
    expect((await problemOf(`content/items?id=${'x'.repeat(150)}`)).detail).toBe(`"${'x'.repeat(100)}" is not a GUID.`)
  })
})

describe('names, cultures and languages', () => {
  it('a name filter takes % and _ literally', async () => {
    expect(await names('filter=contentType:edgePage&filter=name:100%25')).toEqual(['Save 100% now'])
    expect(await names('filter=contentType:edgePage&filter=name:e_c')).toEqual(['snake_case'])
  })

  it('lists an item\'s cultures in order, and reads a tag followed by spaces and a weight', async () => {
    const { body, res } = await item('content/item/two-cultures', { 'Accept-Language': 'es ;q=0.9' })
    expect(body.name).toBe('Dos culturas')
    expect(res.headers.get('Content-Language')).toBe('es-ES')
    expect(Object.keys(body.cultures)).toEqual(['en-US', 'es-ES'])
    expect((await item('content/item/save')).body.cultures).toEqual({})
  })

  it('falls back to en-US for no language or another one', async () => {
    for (const headers of [{}, { 'Accept-Language': 'fr-FR' }]) {
      const { body, res } = await item('content/item/two-cultures', headers)
      expect({ name: body.name, language: res.headers.get('Content-Language') }).toEqual({ name: 'Two cultures', language: 'en-US' })
    }
  })
})

describe('property values', () => {
  it('leave alone what only looks like a block list or a list of pickers, and drop pickers of missing items', async () => {
    const { status, body } = await item('content/item/odd')
    expect(status).toBe(200)
    expect(body.properties['notBlocks']).toEqual(NOT_A_BLOCK_LIST)
    expect(body.properties['notAllPickers']).toEqual([contentPicker(johnId), 'plain text'])
    expect([body.properties['textBefore'], body.properties['textAfter']]).toEqual([`see ${contentPicker(johnId)}`, `${contentPicker(johnId)}/more`])
    expect((body.properties['pickers'] as ApiContentItem[]).map((picked) => picked.name)).toEqual(['John'])
  })

  it('expand only the pickers named, and take a fields value of exactly 1000 characters', async () => {
    const { body } = await item('content/item/bible/old-testament/malachi/4?expand=properties[nextChapter]')
    const previous = body.properties['previousChapter'] as ApiContentItem
    expect({ name: previous.name, properties: previous.properties }).toEqual({ name: 'Malachi 3', properties: {} })
    expect((await item(`content/item/bible?fields=properties[${'a'.repeat(988)}]`)).status).toBe(200)
  })

  it('problems with expand and fields name the parameter', async () => {
    expect(await problemOf('content/item/bible?expand=properties[a')).toMatchObject({ status: 400, title: 'Invalid expand parameter' })
    expect(await problemOf('content/item/bible?fields=properties[a')).toMatchObject({ status: 400, title: 'Invalid fields parameter' })
  })
})
