import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding } from '../http/encodings.ts'
import { BIBLE_ONLY, createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
})
afterAll(() => t.close())

const CHAPTER = '/umbraco/delivery/api/v2/content?fetch=children:/bible/old-testament/psalms/119/&take=200'

describe('HTTP caching', () => {
  it('answers 304 when If-None-Match carries the ETag, keeping the caching headers', async () => {
    const first = await t.app.request(CHAPTER)
    const tag = first.headers.get('ETag')
    expect(tag).toMatch(/^".+"$/)
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=300, stale-while-revalidate=86400')
    expect(first.headers.get('Vary')).toBe('Accept-Language, Start-Item, Accept-Encoding, Authorization')
    for (const ifNoneMatch of [tag ?? '', `W/${tag}`, `"other", ${tag}`]) {
      const second = await t.app.request(CHAPTER, { headers: { 'If-None-Match': ifNoneMatch } })
      expect(second.status).toBe(304)
      expect(await second.text()).toBe('')
      expect(second.headers.get('ETag')).toBe(tag)
      expect(second.headers.get('Vary')).toContain('Accept-Language')
      expect(second.headers.get('Cache-Control')).toMatch(/^public/)
    }
    expect((await t.app.request(CHAPTER, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200)
  })

  it('gives each encoding its own ETag, and a 304 only for the bytes the client has', async () => {
    const br = await t.app.request(CHAPTER, { headers: { 'Accept-Encoding': 'br' } })
    const gzip = await t.app.request(CHAPTER, { headers: { 'Accept-Encoding': 'gzip' } })
    const plain = await t.app.request(CHAPTER)
    const tags = [br, gzip, plain].map((res) => res.headers.get('ETag'))
    expect(new Set(tags).size).toBe(3)
    expect(Number(br.headers.get('Content-Length'))).toBe((await br.arrayBuffer()).byteLength)
    expect((await t.app.request(CHAPTER, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tags[0] ?? '' } })).status).toBe(304)
    // The gzip bytes' tag does not match the brotli bytes.
    expect((await t.app.request(CHAPTER, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tags[1] ?? '' } })).status).toBe(200)
  })

  it('does not mark errors as cacheable', async () => {
    const res = await t.app.request('/umbraco/delivery/api/v2/content?take=-1')
    expect(res.headers.get('Cache-Control')).toBeNull()
  })
})

describe('compression', () => {
  it('prefers brotli, falls back to gzip, honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends %s when asked and the body decodes to the same JSON', async (encoding, decode) => {
    const plain = await (await t.app.request(CHAPTER)).text()
    const res = await t.app.request(CHAPTER, { headers: { 'Accept-Encoding': encoding } })
    expect(res.headers.get('Content-Encoding')).toBe(encoding)
    const compressed = Buffer.from(await res.arrayBuffer())
    expect(compressed.length).toBeLessThan(plain.length / 3)
    expect(decode(compressed).toString('utf8')).toBe(plain)
  })

  it('leaves small bodies alone', async () => {
    const res = await t.app.request('/healthz', { headers: { 'Accept-Encoding': 'br' } })
    expect(res.headers.get('Content-Encoding')).toBeNull()
  })
})
