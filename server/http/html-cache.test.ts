import { describe, expect, it } from 'vitest'
import { HtmlCache, htmlCacheKey, type CachedPage } from './html-cache.ts'

// Its bounds and order are the byte-bounded cache's (byte-lru.test.ts); here, what a page counts and how it is keyed.
const page = (bytes: number): CachedPage => ({ status: 200, headers: [], body: 'x'.repeat(bytes) })

describe('the HTML cache', () => {
  it('counts a page as its key, its body (UTF-8) and its headers, and keeps one exactly at either limit', () => {
    const page = { status: 200, headers: [['Content-Type', 'text/html']] as Array<[string, string]>, body: 'héllo' }
    // 3 (key) + 6 (UTF-8 body) + 12 + 9 (header name and value) = 30 bytes.
    const exact = new HtmlCache({ maxBytes: 30, maxEntryBytes: 30 })
    expect(exact.set('k/1', page)).toBe(true)
    expect(exact.stats()).toEqual({ entries: 1, bytes: 30 })
    expect(exact.get('k/1')).toEqual(page)
    expect(new HtmlCache({ maxBytes: 29, maxEntryBytes: 100 }).set('k/1', page)).toBe(false)
    expect(new HtmlCache({ maxBytes: 100, maxEntryBytes: 29 }).set('k/1', page)).toBe(false)
  })

  it('is bounded: older pages leave once a new one would not fit, and a deleted page is gone', () => {
    const cache = new HtmlCache({ maxBytes: 3_000, maxEntryBytes: 2_000 })
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, page(900))
    expect(cache.stats()).toEqual({ entries: 3, bytes: 3 * 901 })
    expect(cache.get('a')).toBeUndefined()
    cache.delete('d')
    expect(cache.get('d')).toBeUndefined()
  })

  it('refuses limits that would not bound it', () => {
    expect(() => new HtmlCache({ maxBytes: 0, maxEntryBytes: 1 })).toThrow(RangeError)
  })

  it('keys by day, locale and path', () => {
    const key = htmlCacheKey({ pathname: '/es/bible', locale: 'es', day: '2026-11-23' })
    expect(key).not.toBe(htmlCacheKey({ pathname: '/es/bible', locale: 'es', day: '2026-11-24' }))
    expect(key).not.toBe(htmlCacheKey({ pathname: '/bible', locale: 'en', day: '2026-11-23' }))
  })
})
