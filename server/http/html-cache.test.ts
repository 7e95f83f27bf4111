import { describe, expect, it } from 'vitest'
import { HtmlCache, htmlCacheKey, type CachedPage } from './html-cache.ts'

const page = (bytes: number): CachedPage => ({ status: 200, headers: [], body: 'x'.repeat(bytes) })

describe('the HTML cache', () => {
  it('never holds more bytes than its limit: the least recently used pages leave first', () => {
    const cache = new HtmlCache({ maxBytes: 3_000, maxEntryBytes: 2_000 })
    cache.set('a', page(900))
    cache.set('b', page(900))
    cache.set('c', page(900))
    cache.get('a')
    cache.set('d', page(900))
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')?.body).toHaveLength(900)
    expect(cache.get('d')).toBeDefined()
    for (let i = 0; i < 1_000; i += 1) cache.set(`page-${i}`, page(500 + (i % 7) * 100))
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000)
  })

  it('refuses a page larger than the per-page limit, and keeps what it had', () => {
    const cache = new HtmlCache({ maxBytes: 10_000, maxEntryBytes: 1_000 })
    cache.set('small', page(100))
    expect(cache.set('huge', page(5_000))).toBe(false)
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.get('small')).toBeDefined()
  })

  it('counts a replaced page once', () => {
    const cache = new HtmlCache({ maxBytes: 10_000, maxEntryBytes: 5_000 })
    cache.set('a', page(1_000))
    cache.set('a', page(2_000))
    expect(cache.stats().entries).toBe(1)
    expect(cache.stats().bytes).toBeGreaterThanOrEqual(2_000)
    expect(cache.stats().bytes).toBeLessThan(2_100)
  })

  it('keys by day, locale and path', () => {
    const key = htmlCacheKey({ pathname: '/es/bible', locale: 'es', day: '2026-11-23' })
    expect(key).not.toBe(htmlCacheKey({ pathname: '/es/bible', locale: 'es', day: '2026-11-24' }))
    expect(key).not.toBe(htmlCacheKey({ pathname: '/bible', locale: 'en', day: '2026-11-23' }))
  })

  it('refuses limits that would not bound it', () => {
    expect(() => new HtmlCache({ maxBytes: 0, maxEntryBytes: 1 })).toThrow(RangeError)
    expect(() => new HtmlCache({ maxBytes: Number.NaN, maxEntryBytes: 1 })).toThrow(RangeError)
  })

  it('refuses a per-page limit that would not bound it either, with a message', () => {
    expect(() => new HtmlCache({ maxBytes: 10, maxEntryBytes: 0 })).toThrow('HtmlCache limits must be positive')
    expect(() => new HtmlCache({ maxBytes: 1, maxEntryBytes: 1 })).not.toThrow()
  })

  it('counts a page as its key, its body and its headers, and keeps one exactly at either limit', () => {
    const page = { status: 200, headers: [['Content-Type', 'text/html']] as Array<[string, string]>, body: 'héllo' }
    // 3 (key) + 6 (UTF-8 body) + 12 + 9 (header name and value) = 30 bytes.
    const exact = new HtmlCache({ maxBytes: 30, maxEntryBytes: 30 })
    expect(exact.set('k/1', page)).toBe(true)
    expect(exact.stats()).toEqual({ entries: 1, bytes: 30 })
    expect(exact.get('k/1')).toEqual(page)
    expect(new HtmlCache({ maxBytes: 29, maxEntryBytes: 100 }).set('k/1', page)).toBe(false)
    expect(new HtmlCache({ maxBytes: 100, maxEntryBytes: 29 }).set('k/1', page)).toBe(false)
  })

  it('keeps two pages that fill it exactly', () => {
    const cache = new HtmlCache({ maxBytes: 20, maxEntryBytes: 20 })
    cache.set('a', { status: 200, headers: [], body: '123456789' })
    cache.set('b', { status: 200, headers: [], body: '123456789' })
    expect(cache.stats()).toEqual({ entries: 2, bytes: 20 })
    expect(cache.get('a')?.body).toBe('123456789')
  })
})
