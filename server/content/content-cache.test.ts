import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listen, type Listening } from '../testing/listen.ts'
import { BIBLE_ONLY, bearerFor, createTestApp, TEST_MEMBERS, type TestApp } from '../testing/test-app.ts'
import { ContentRepository } from './repository.ts'
import { ResponseCache } from './response-cache.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
})
afterAll(() => t.close())

const BASE = '/umbraco/delivery/api/v2/'

/** How often the content service computed an answer (and offered it to the cache) rather than giving a kept one. */
async function computations(requests: Array<[path: string, headers?: Record<string, string>]>): Promise<number> {
  const computed = vi.spyOn(ResponseCache.prototype, 'set')
  try {
    for (const [path, headers = {}] of requests) expect((await t.app.request(BASE + path, { headers })).status).toBe(200)
    return computed.mock.calls.length
  } finally {
    computed.mockRestore()
  }
}

describe('the content response cache key', () => {
  it('ignores parameters the service does not know, so they cannot fill the cache', async () => {
    const chapter = 'content?fetch=children:/bible/new-testament/john/3/&take=5'
    const busting = Array.from({ length: 20 }, (_, i): [string] => [`${chapter}&x=${i}`])
    expect(await computations([[chapter], ...busting, [`${chapter}&locale=en-US`], [`${chapter}&utm_source=${'y'.repeat(500)}`]])).toBe(1)
  })

  it('is the parsed request: equal meanings share one entry', async () => {
    const topic = 'content?fetch=children:/bible/old-testament/&sort=name:asc&take=3'
    expect(await computations([
      [topic],
      ['content?take=3&sort=name:asc&fetch=children:/bible/old-testament/'],
      [`${topic}&expand=`],
      // Accept-Language resolves to the same culture.
      [topic, { 'Accept-Language': 'en-US' }],
      [topic, { 'Accept-Language': 'fr-FR, en;q=0.5' }],
      [topic, { 'Start-Item': 'lamp' }],
    ])).toBe(1)
    expect(await computations([
      ['content/item/bible/old-testament/malachi/4?expand=properties[nextChapter,previousChapter]'],
      ['content/item/bible/old-testament/malachi/4?expand=properties[previousChapter,nextChapter]'],
    ])).toBe(1)
  })

  it('keeps recognised parameters, cultures and callers apart', async () => {
    const page = 'content?fetch=children:/bible/new-testament/&take=2'
    expect(await computations([[page], [`${page}&skip=1`], [page, { 'Accept-Language': 'es-ES' }]])).toBe(3)
  })
})

describe('a request the service has answered before', () => {
  it('is answered again without being parsed, with the same bytes', async () => {
    const parsed = vi.spyOn(ContentRepository.prototype, 'findRoot')
    try {
      const chapter = `${BASE}content?fetch=children:/bible/new-testament/john/1/&take=60`
      const first = await t.app.request(chapter, { headers: { 'Accept-Encoding': 'gzip' } })
      const parses = parsed.mock.calls.length
      expect(parses).toBeGreaterThan(0)
      const again = await t.app.request(chapter, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(parsed.mock.calls.length).toBe(parses)
      expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'))
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
    } finally {
      parsed.mockRestore()
    }
  })

  it('is the same address with the same Start-Item and Accept-Language: another language gets its own answer', async () => {
    const book = `${BASE}content/item/bible/new-testament/john`
    const language = async (headers: Record<string, string>) => (await t.app.request(book, { headers })).headers.get('Content-Language')
    expect(await language({})).toBe('en-US')
    expect(await language({})).toBe('en-US')
    expect(await language({ 'Accept-Language': 'es-ES' })).toBe('es-ES')
    expect(await language({ 'Accept-Language': 'es-ES' })).toBe('es-ES')
    expect(await language({})).toBe('en-US')
    expect((await t.app.request(book, { headers: { 'Start-Item': 'no-such-root' } })).status).toBe(404)
  })
})

describe('an answer from memory on a real socket (Node\'s own request and response, decision 0132)', () => {
  let server: Listening
  beforeAll(async () => {
    server = await listen(getRequestListener(t.app.fetch))
  })
  afterAll(() => server.close())

  /** The headers a caller reads, without those Node adds to every response. */
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)))
  const chapter = () => `${server.base}${BASE}content?fetch=children:/bible/new-testament/john/2/&take=30`
  const gzip = { 'Accept-Encoding': 'gzip' }

  it('is not parsed again, and has the first answer\'s bytes and every one of its headers', async () => {
    const parsed = vi.spyOn(ContentRepository.prototype, 'findRoot')
    try {
      const first = await fetch(chapter(), { headers: gzip })
      const parses = parsed.mock.calls.length
      expect(parses).toBeGreaterThan(0)
      const again = await fetch(chapter(), { headers: gzip })
      expect(parsed.mock.calls.length).toBe(parses)
      expect(headersOf(again)).toEqual(headersOf(first))
      expect(again.headers.get('Content-Encoding')).toBe('gzip')
      expect(again.headers.get('Permissions-Policy')).toContain('camera=()')
      expect(await again.text()).toBe(await first.text())

      const notModified = await fetch(chapter(), { headers: { ...gzip, 'If-None-Match': first.headers.get('ETag') ?? '' } })
      expect(notModified.status).toBe(304)
      expect(parsed.mock.calls.length).toBe(parses)
      // Without the body's own headers; @hono/node-server gives any body-less answer a Content-Type of its own.
      const { 'content-type': _type, 'content-length': _length, 'content-encoding': _encoding, ...unchanged } = headersOf(first)
      expect(headersOf(notModified)).toEqual({ ...unchanged, 'content-type': 'text/plain; charset=UTF-8' })
    } finally {
      parsed.mockRestore()
    }
  })

  it('is another address\'s own answer, and never the answer to a request with credentials', async () => {
    await fetch(chapter(), { headers: gzip })
    const fewer = await fetch(chapter().replace('take=30', 'take=2'), { headers: gzip })
    expect(((await fewer.json()) as { items: unknown[] }).items).toHaveLength(2)
    const member = await fetch(chapter(), { headers: { ...gzip, Authorization: bearerFor(TEST_MEMBERS.demo) } })
    expect(member.status).toBe(200)
    expect(member.headers.get('Cache-Control')).toBe('no-store')
  })
})
