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

const item = (path: string, headers: Record<string, string> = {}) => getJson<ApiContentItem>(t.app, path, headers)
const ROOT_ID = () => t.db.prepare('SELECT id FROM content WHERE parent_id IS NULL').pluck().get() as string

describe('GET content/item/{path}', () => {
  it('answers John 3:16 in Umbraco\'s item shape', async () => {
    const { status, body, res } = await item('content/item/bible/new-testament/john/3/16/?locale=en-US')
    expect(status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(Object.keys(body)).toEqual(['contentType', 'name', 'createDate', 'updateDate', 'route', 'id', 'properties', 'cultures'])
    expect(body).toMatchObject({
      contentType: 'bibleVerse', name: 'John 3:16', cultures: {},
      route: { path: '/bible/new-testament/john/3/16/', startItem: { id: ROOT_ID(), path: 'lamp' } },
      properties: { bookName: 'John', chapterNumber: 3, verseNumber: 16, startsParagraph: true },
    })
    expect(body.properties['plainText']).toMatch(/^For God so loved the world, that he gave his only begotten Son/)
    expect(body.createDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
  })

  it('finds the same item with or without trailing slash and URL-encoded', async () => {
    const plain = await item('content/item/bible/new-testament/john/3/16')
    const encoded = await item('content/item/bible%2Fnew-testament%2Fjohn%2F3%2F16%2F')
    expect(plain.body.id).toBe(encoded.body.id)
    expect((await item('content/item/')).body.contentType).toBe('homePage')
  })

  it('writes italics as em elements (Genesis 1:2 "was")', async () => {
    const { body } = await item('content/item/bible/old-testament/genesis/1/2')
    expect(body.properties['text']).toMatchObject({ tag: '#root', elements: [{ tag: '#text' }, { tag: 'em', elements: [{ tag: '#text', text: 'was' }] }, { tag: '#text' }] })
  })

  it('answers 404 for a missing path, and for a book under the wrong testament', async () => {
    expect((await item('content/item/bible/old-testament/john')).status).toBe(404)
    expect((await item('content/item/nowhere')).body).toMatchObject({ type: 'Error', status: 404 })
  })
})

describe('GET content/item/{id} and content/items', () => {
  it('finds an item by id, and several by ids in the order asked', async () => {
    const john = (await item('content/item/bible/new-testament/john/')).body
    const genesis = (await item('content/item/bible/old-testament/genesis/')).body
    expect((await item(`content/item/${john.id}`)).body.name).toBe('John')
    const many = await getJson<ApiContentItem[]>(t.app, `content/items?id=${john.id}&id=${genesis.id}&id=00000000-0000-4000-8000-0000000000ff`)
    expect(many.body.map((i) => i.name)).toEqual(['John', 'Genesis'])
    expect((await item('content/item/00000000-0000-4000-8000-0000000000ff')).status).toBe(404)
    expect((await getJson(t.app, 'content/items?id=not-a-guid')).status).toBe(400)
  })
})

describe('content pickers, expand and fields', () => {
  it('writes pickers shallow unless expanded (Malachi 4 → Matthew 1)', async () => {
    const { body } = await item('content/item/bible/old-testament/malachi/4')
    expect(body.properties['nextChapter']).toMatchObject({ name: 'Matthew 1', properties: {}, route: { path: '/bible/new-testament/matthew/1/' } })
    const expanded = await item('content/item/bible/old-testament/malachi/4?expand=properties[nextChapter]')
    expect(expanded.body.properties['nextChapter']).toMatchObject({ properties: { bookName: 'Matthew', chapterNumber: 1 } })
    const all = await item('content/item/bible/old-testament/malachi/4?expand=properties[$all]')
    expect(all.body.properties['previousChapter']).toMatchObject({ name: 'Malachi 3', properties: { chapterNumber: 3 } })
    expect((await item('content/item/bible/old-testament/genesis/1')).body.properties['previousChapter']).toBeNull()
  })

  it('limits properties with fields, nested inside expanded pickers and block lists', async () => {
    const { body } = await item('content/item/bible/old-testament/malachi/4?expand=properties[nextChapter]&fields=properties[verseCount,nextChapter[properties[chapterNumber]]]')
    expect(body.properties).toEqual({ verseCount: 6, nextChapter: expect.objectContaining({ properties: { chapterNumber: 1 } }) as unknown })
    const topic = await item('content/item/love?expand=properties[verses,highlights[properties[verse]]]&fields=properties[verses[properties[plainText]],highlights]')
    expect(topic.body.properties['verses']).toEqual([expect.objectContaining({ name: 'John 3:16', properties: { plainText: expect.stringMatching(/^For God/) as unknown } })])
    expect(topic.body.properties['highlights']).toMatchObject({ items: [{ content: { properties: { note: 'n', verse: { properties: { verseNumber: 16 } } } } }] })
  })

  it('refuses malformed expand and fields with 400 problem details', async () => {
    for (const query of ['expand=properties[a', 'fields=props[a]', 'expand=properties[a]]', 'expand=properties[a b]']) {
      const { status, body } = await getJson(t.app, `content/item/bible?${query}`)
      expect({ query, status, body }).toMatchObject({ status: 400, body: { type: 'Error', status: 400, detail: expect.stringContaining('properties[') as unknown } })
    }
  })
})

describe('headers', () => {
  it('resolve Start-Item by URL segment or id, and answer 404 for an unknown one', async () => {
    expect((await item('content/item/bible', { 'Start-Item': 'lamp' })).status).toBe(200)
    expect((await item('content/item/bible', { 'Start-Item': ROOT_ID() })).status).toBe(200)
    expect((await item('content/item/bible', { 'Start-Item': 'elsewhere' })).status).toBe(404)
    expect((await getJson(t.app, 'content?take=1', { 'Start-Item': 'elsewhere' })).body).toMatchObject({ status: 400, title: 'Invalid Start-Item' })
  })

  it('pick the culture of variant content from Accept-Language, falling back to en-US', async () => {
    const es = await item('content/item/about', { 'Accept-Language': 'es-ES' })
    expect(es.body).toMatchObject({ name: 'Acerca de', properties: { title: 'Acerca de Lamp', footer: 'shared' } })
    expect(Object.keys(es.body.cultures)).toEqual(['en-US', 'es-ES'])
    expect((await item('content/item/about', { 'Accept-Language': 'es' })).body.name).toBe('Acerca de')
    expect((await item('content/item/about', { 'Accept-Language': 'fr-FR' })).body.name).toBe('About')
    // Bible names are culture variants too (decision 0001): John is Juan in Spanish.
    expect((await item('content/item/bible/new-testament/john', { 'Accept-Language': 'es-ES' })).body.name).toBe('Juan')
  })
})
