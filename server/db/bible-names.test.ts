import { getTranslationBooks } from 'bible-book-names-intl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiContentItem } from '../content/serializer.ts'
import { BIBLE_ONLY, createTestApp, getJson, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
})
afterAll(() => t.close())

const SPANISH = { 'Accept-Language': 'es-ES' }
const ENGLISH = { 'Accept-Language': 'en-US' }
const item = async (path: string, headers: Record<string, string>) => (await getJson<ApiContentItem>(t.app, `content/item/${path}`, headers)).body
const children = async (path: string, headers: Record<string, string>) =>
  (await getJson<{ items: ApiContentItem[] }>(t.app, `content?fetch=children:${path}&take=100`, headers)).body.items

describe('Bible names in Spanish', () => {
  it('name testaments, books, chapters and verses in Spanish for es-ES, at the same paths', async () => {
    expect(await item('bible/old-testament', SPANISH)).toMatchObject({ name: 'Antiguo Testamento', route: { path: '/bible/old-testament/' } })
    expect(await item('bible/new-testament/1-corinthians', SPANISH)).toMatchObject({ name: '1 Corintios', route: { path: '/bible/new-testament/1-corinthians/' } })
    expect(await item('bible/old-testament/psalms/23', SPANISH)).toMatchObject({ name: 'Salmos 23', properties: { bookName: 'Salmos', bookSlug: 'psalms' } })
    const verse = await item('bible/new-testament/john/3/16', SPANISH)
    expect(verse).toMatchObject({ name: 'Juan 3:16', properties: { bookName: 'Juan', chapterNumber: 3, verseNumber: 16 }, cultures: { 'en-US': {}, 'es-ES': {} } })
    expect(verse.cultures['es-ES']?.path).toBe('/bible/new-testament/john/3/16/')
    expect((await item('bible', SPANISH)).properties).toMatchObject({ title: 'La Santa Biblia' })
  })

  it('keep the English names for en-US', async () => {
    expect(await item('bible/new-testament/john/3/16', ENGLISH)).toMatchObject({ name: 'John 3:16', properties: { bookName: 'John' } })
    expect((await item('bible/old-testament', ENGLISH)).name).toBe('Old Testament')
  })

  it('take all 66 book names from bible-book-names-intl, correcting only its "Zaccarías"', async () => {
    const names = [...await children('/bible/old-testament/', SPANISH), ...await children('/bible/new-testament/', SPANISH)].map((book) => book.name)
    const packaged = getTranslationBooks('sp').map((book) => book.fullName)
    expect(names).toHaveLength(66)
    expect(names.filter((name, index) => name !== packaged[index])).toEqual(['Zacarías'])
    expect(names).toEqual(expect.arrayContaining(['Génesis', 'Éxodo', 'Cantar de los Cantares', 'Mateo', 'Hechos de los Apóstoles', 'Apocalipsis']))
  })

  it('keep the King James text in both languages: no public-domain Spanish Bible ships in a package', async () => {
    const [english, spanish] = [await item('bible/new-testament/john/3/16', ENGLISH), await item('bible/new-testament/john/3/16', SPANISH)]
    expect(spanish.properties['plainText']).toBe(english.properties['plainText'])
    expect(spanish.properties['text']).toEqual(english.properties['text'])
  })
})
