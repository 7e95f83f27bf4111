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
})
