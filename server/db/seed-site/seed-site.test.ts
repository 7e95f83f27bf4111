import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiContentItem } from '#server/content/serializer.ts'
import { VIDEO_PALETTES } from '#server/media/palettes.ts'
import { bearerFor, createTestApp, getJson, TEST_MEMBERS, type TestApp } from '#server/testing/test-app.ts'

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
  // Its start-up cost is measured by `npm run bench`, not asserted here: a shared machine would make a budget flaky.
  it('runs after the Bible', () => {
    const names = t.seeded.map((run) => run.name)
    expect(names).toContain('site')
    expect(names.indexOf('bible')).toBeLessThan(names.indexOf('site'))
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

describe('the app\'s dead ends, closed by content', () => {
  it('names the first and last seeded days on the daily folder, and there are sends exactly that far', async () => {
    const daily = await item('emails/daily')
    expect(daily.properties).toMatchObject({ firstScheduledDate: '2025-01-01', lastScheduledDate: '2027-12-31' })
    for (const [date, sends] of [['2024-12-31', 0], ['2025-01-01', 3], ['2027-12-31', 3], ['2028-01-01', 0]] as const) {
      expect(await total(`filter=scheduledDate:${date}`), date).toBe(sends)
    }
  })

  it('gives every store item a page of its own in both languages, linking nowhere else', async () => {
    const items = (await query('fetch=children:/store/&filter=contentType:storeItem&take=20')).items
    expect(items).toHaveLength(8)
    for (const storeItem of items) {
      const slug = storeItem.route.path.split('/').at(-2) ?? ''
      expect(storeItem.route.path).toBe(`/store/${slug}/`)
      expect(storeItem.properties).toMatchObject({
        title: expect.any(String) as unknown, sku: expect.stringMatching(/^LAMP-/) as unknown, link: `/store/${slug}`,
        body: { markup: expect.stringContaining('<h2>Details</h2>') as unknown }, price: { currency: 'USD' },
      })
      const spanish = await item(`store/${slug}`, { 'Accept-Language': 'es-ES' })
      expect(spanish.properties['body']).toMatchObject({ markup: expect.stringContaining('<h2>Detalles</h2>') as unknown })
      expect(spanish.properties['title']).not.toBe(storeItem.properties['title'])
    }
  })

  it('gives every video a page under its topic, with media and captions this server serves', async () => {
    const videos = (await query('fetch=descendants:/videos/&filter=contentType:video&take=20')).items
    expect(videos).toHaveLength(9)
    for (const video of videos) {
      const [, , topic, slug] = video.route.path.split('/')
      expect(video.route.path).toBe(`/videos/${topic}/${slug}/`)
      const { media, captions, sourceUrl, body } = video.properties as { media: { url: string; type: string }; captions: Array<{ url: string; srclang: string }>; sourceUrl: string; body: { markup: string } }
      expect(media).toMatchObject({ url: `/media/clips/${slug}.webm`, type: 'video/webm', width: 640, height: 360 })
      expect(sourceUrl).toBe(media.url)
      expect(body.markup).toMatch(/^<p>/)
      expect(captions.map((track) => track.srclang)).toEqual(['en', 'es'])
      // Captions for every video; one clip is enough here (server/media tests the clips, the e2e suite plays them).
      const urls = [...captions.map((track) => track.url), ...(slug === 'a-five-minute-morning-prayer' ? [media.url] : [])]
      for (const url of urls) expect((await t.app.request(url, { headers: { Range: 'bytes=0-15' } })).status, url).toBeLessThan(300)
      const spanish = (await item(video.route.path.slice(1), { 'Accept-Language': 'es-ES' })).properties as { captions: Array<{ srclang: string; default: boolean }> }
      expect(spanish.captions[0]).toMatchObject({ srclang: 'es', default: true })
    }
  })

  it('links no seeded item to the made-up domains that nothing answers on', () => {
    const rows = t.db.prepare("SELECT path FROM content WHERE properties LIKE '%lamp.example/%' AND properties NOT LIKE '%mailto:%'").pluck().all()
    expect(rows).toEqual([])
  })
})

describe('thumbnails', () => {
  const svgs = readdirSync(`${PUBLIC_DIR}/media`, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.svg'))

  it('print no text that a narrow card could cut off (the title is the page\'s, in the reader\'s language)', () => {
    expect(svgs).toHaveLength(25)
    for (const file of svgs) expect(readFileSync(`${PUBLIC_DIR}/media/${file}`, 'utf8'), file).not.toMatch(/<text[\s>]/)
  })

  it('share their colours with the video clip they stand for', () => {
    for (const [slug, palette] of Object.entries(VIDEO_PALETTES)) {
      const poster = readFileSync(`${PUBLIC_DIR}/media/videos/${slug}.svg`, 'utf8')
      for (const colour of palette) expect(poster, slug).toContain(`"${colour}"`)
    }
  })
})

describe('Accept-Language', () => {
  const SAMPLES: Array<[path: string, english: string, spanish: string]> = [
    ['articles/praying-the-psalms', 'Praying the Psalms When Words Run Out', 'Orar con los Salmos cuando faltan las palabras'],
    ['news', 'News', 'Noticias'],
    ['videos/hope/new-every-morning', 'New Every Morning', 'Nuevas cada mañana'],
    ['store/daily-devotional-journal', 'Daily Devotional Journal', 'Diario devocional'],
    ['members/bible-study-guide', 'Bible Study Guide', 'Guía de estudio bíblico'],
    ['unsubscribe', 'Unsubscribe', 'Darse de baja'],
    ['verses/peace', 'Peace', 'Paz'],
    ['emails/library/prayers/a-midday-pause', 'A Midday Pause', 'Una pausa a mediodía'],
    ['bible/old-testament/genesis/1/1', 'Genesis 1:1', 'Génesis 1:1'],
  ]

  it('en-US answers in English and es-ES in Spanish, for every kind of page', async () => {
    for (const [path, english, spanish] of SAMPLES) {
      // The study guide is protected: only a premium member's request sees it.
      const access = path.startsWith('members/') ? premium : {}
      expect((await item(path, { ...access, 'Accept-Language': 'en-US' })).name, path).toBe(english)
      expect((await item(path, { ...access, 'Accept-Language': 'es-ES' })).name, path).toBe(spanish)
    }
  })

  it('expands a daily send with its study, prayer and quotes all in the language asked', async () => {
    const spanish = (await query(`filter=contentType:dailyPmSend&filter=scheduledDate:2026-03-15&${DEVOTION}&take=1`, { 'Accept-Language': 'es-ES' })).items[0]
    const english = (await query(`filter=contentType:dailyPmSend&filter=scheduledDate:2026-03-15&${DEVOTION}&take=1`, { 'Accept-Language': 'en-US' })).items[0]
    expect(spanish?.properties['title']).toBe('Devoción de la tarde del domingo 15 de marzo de 2026')
    expect(english?.properties['title']).toBe('Afternoon Devotion for Sunday, March 15, 2026')
    const study = props(spanish?.properties['bibleStudy'])
    expect(study['body']).toMatchObject({ markup: expect.stringContaining('<h2>Observa</h2>') as unknown })
    expect(String(props(spanish?.properties['scripture'])['reference'])).not.toBe(props(english?.properties['scripture'])['reference'])
    expect(props(spanish?.properties['prayer'])['title']).not.toBe(props(english?.properties['prayer'])['title'])
    const quotes = (spanish?.properties['quotes'] as ApiContentItem[]).map((quote) => props(quote)['text'])
    expect(quotes).not.toEqual((english?.properties['quotes'] as ApiContentItem[]).map((quote) => props(quote)['text']))
  })
})
