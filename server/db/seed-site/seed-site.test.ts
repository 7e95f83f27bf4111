import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiContentItem } from '../../content/serializer.ts'
import { bearerFor, createTestApp, getJson, TEST_MEMBERS, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp()
})
afterAll(() => t.close())

interface Paged {
  total: number
  items: ApiContentItem[]
}
const query = async (search: string, headers: Record<string, string> = {}) => (await getJson<Paged>(t.app, `content?${search}`, headers)).body
const total = async (search: string) => (await query(`${search}&take=0`)).total
const item = async (path: string, headers: Record<string, string> = {}) => (await getJson<ApiContentItem>(t.app, `content/item/${path}`, headers)).body
// The study guide is for premium members only (the content service enforces it).
const premium = { Authorization: bearerFor(TEST_MEMBERS.premium) }
const props = (value: unknown) => (value as ApiContentItem).properties
const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url))

const DEVOTION = 'expand=properties[scripture,bibleStudy,prayer,quotes]'
const dailyAm = async (date: string) => {
  const page = await query(`filter=contentType:dailyAmSend&filter=scheduledDate:${date}&${DEVOTION}&take=1`)
  expect(page.total).toBe(1)
  return page.items[0] as ApiContentItem
}

describe('the site seed', () => {
  it('runs after the Bible, well within the start-up budget', () => {
    const site = t.seeded.find((run) => run.name === 'site')
    expect(site?.durationMs).toBeLessThan(2000)
  })

  it('holds every kind of content in the agreed numbers', async () => {
    for (const type of ['dailyAmSend', 'dailyPmSend', 'dailyEveSend']) expect(await total(`filter=contentType:${type}`)).toBe(1095)
    expect(await total('filter=contentType:dailyAmSend,dailyPmSend,dailyEveSend')).toBe(3285)
    expect(await total('filter=contentType:verseTopic')).toBeGreaterThanOrEqual(12)
    expect(await total('filter=contentType:article')).toBe(8)
    expect(await total('filter=contentType:videoTopic')).toBe(3)
    expect(await total('filter=contentType:video')).toBe(9)
    expect(await total('fetch=children:/videos/prayer/&filter=contentType:video')).toBe(3)
    expect(await total('filter=contentType:storeItem')).toBe(8)
    for (const path of ['about', 'privacy-policy', 'terms', 'contact', 'members/bible-study-guide']) {
      expect(await item(path, premium)).toMatchObject({ contentType: 'generalPage', properties: { title: expect.any(String) as unknown } })
    }
  })

  it('gives every verse topic at least eight real verses', async () => {
    const topics = await query('filter=contentType:verseTopic&expand=properties[verses]&take=50')
    for (const topic of topics.items) {
      const verses = props(topic)['verses'] as ApiContentItem[]
      expect(verses.length, topic.name).toBeGreaterThanOrEqual(8)
      for (const verse of verses) expect(verse.contentType).toBe('bibleVerse')
    }
  })
})

describe('daily devotions', () => {
  it('answer the app\'s query with scripture taken from the Bible text, a study, a prayer and quotes', async () => {
    const send = await dailyAm('2025-03-14')
    expect(send).toMatchObject({ contentType: 'dailyAmSend', properties: { scheduledDate: '2025-03-14', title: 'Morning Devotion for Friday, March 14, 2025' } })
    const scripture = props(send.properties['scripture'])
    const verses = scripture['verses'] as ApiContentItem[]
    expect(verses.length).toBeGreaterThan(0)
    const texts = await Promise.all(verses.map(async (verse) => props(await item(verse.id))['plainText'] as string))
    expect(scripture['passage']).toBe(texts.join(' '))
    expect(String(scripture['reference'])).toMatch(/^[1-3A-Z][\w ]+ \d+:\d+(-\d+)?$/)
    expect(props(send.properties['bibleStudy'])).toMatchObject({ title: expect.any(String) as unknown, body: { markup: expect.stringContaining('<h2>') as unknown } })
    expect(props(send.properties['prayer'])).toMatchObject({ timeOfDay: 'morning' })
    expect((send.properties['quotes'] as ApiContentItem[]).map((quote) => props(quote)['author'])).toHaveLength(2)
  })

  it('never repeat a passage on neighbouring days or within one day', async () => {
    const reference = (send: ApiContentItem) => props(send.properties['scripture'])['reference']
    const day = async (date: string) => (await query(`filter=scheduledDate:${date}&${DEVOTION}&take=3`)).items.map(reference)
    const [first, second, last] = [await day('2025-03-14'), await day('2025-03-15'), await day('2027-12-31')]
    expect(new Set(first).size).toBe(3)
    expect(new Set(last).size).toBe(3)
    expect(first.filter((ref) => second.includes(ref))).toEqual([])
    expect(reference(await dailyAm('2025-03-14'))).not.toBe(reference(await dailyAm('2025-03-15')))
  })
})

describe('pages and topics', () => {
  it('finds a verse topic by its slug', async () => {
    const page = await query('filter=contentType:verseTopic&filter=contentSlug:love&take=1')
    expect(page.items.map((topic) => topic.route.path)).toEqual(['/verses/love/'])
  })

  it('serves Spanish content for Accept-Language es, keeping the KJV English', async () => {
    expect(await item('verses/hope', { 'Accept-Language': 'es' })).toMatchObject({ name: 'Esperanza', cultures: { 'en-US': {}, 'es-ES': {} } })
    expect((await item('about', { 'Accept-Language': 'es' })).properties).toMatchObject({ title: 'Acerca de Lamp' })
    const home = await item('', { 'Accept-Language': 'es-ES' })
    expect(home.properties['sections']).toMatchObject({ items: [{ content: { contentType: 'hero', properties: { title: 'Lámpara a tus pies' } } }, {}, {}, {}] })
    const verse = (await item('?expand=properties[sections[properties[verses]]]', { 'Accept-Language': 'es' })).properties['sections'] as { items: Array<{ content: { properties: Record<string, unknown> } }> }
    expect(props((verse.items[1]?.content.properties['verses'] as unknown[])[0])['plainText']).toMatch(/^Thy word is a lamp/)
  })

  it('flags the members-only study guide', async () => {
    expect((await item('members/bible-study-guide', premium)).properties).toMatchObject({ requireMemberLogin: true, memberGroups: ['premium'] })
  })

  it('points every image at a file in public/media', async () => {
    const images = [
      ...(await query('filter=contentType:article&take=20')).items.map((a) => a.properties['image']),
      ...(await query('filter=contentType:video&take=20')).items.map((v) => v.properties['poster']),
      ...(await query('filter=contentType:storeItem&take=20')).items.map((s) => s.properties['image']),
    ] as Array<{ url: string; alt: string }>
    expect(images).toHaveLength(25)
    for (const image of images) {
      expect(image.alt).not.toBe('')
      expect(existsSync(`${PUBLIC_DIR}${image.url}`), image.url).toBe(true)
    }
  })

  it('keeps exactly one article with an XSS probe for the sanitiser test', async () => {
    const articles = (await query('filter=contentType:article&take=20')).items
    const probes = articles.filter((a) => (a.properties['body'] as { markup: string }).markup.includes('__lampXss'))
    expect(probes.map((a) => a.route.path)).toEqual(['/articles/reading-the-gospel-of-john-in-21-days/'])
  })
})
