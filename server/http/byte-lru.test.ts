import { describe, expect, it } from 'vitest'
import { ByteLru } from './byte-lru.ts'

// The one byte-bounded cache of the server (the HTML cache and the content response cache are made of it): its
// bounds and order are tested here, once; html-cache.test.ts and content/response-cache.test.ts test what each counts.
describe('the byte-bounded cache', () => {
  it('never holds more bytes than its limit: the least recently used values leave first', () => {
    const cache = new ByteLru<string>({ maxBytes: 3_000, maxEntryBytes: 2_000 })
    for (const key of ['a', 'b', 'c']) cache.set(key, key, 900)
    expect(cache.get('a')).toBe('a') // "a" is now the most recently used
    cache.set('d', 'd', 900)
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.has('d')]).toEqual([true, false, true, true])
    expect(cache.bytes).toBe(2_700)
    for (let i = 0; i < 1_000; i += 1) cache.set(`value-${i}`, 'v', 500 + (i % 7) * 100)
    expect(cache.bytes).toBeLessThanOrEqual(3_000)
  })

  it('reading with has() or peek() does not make a value recent; get() does', () => {
    const cache = new ByteLru<string>({ maxBytes: 2, maxEntryBytes: 1 })
    cache.set('a', 'a', 1)
    cache.set('b', 'b', 1)
    expect([cache.has('a'), cache.peek('a'), cache.peek('missing')]).toEqual([true, 'a', undefined])
    cache.set('c', 'c', 1)
    expect(cache.has('a')).toBe(false)
    expect(cache.get('b')).toBe('b')
    cache.set('d', 'd', 1)
    expect([cache.has('b'), cache.has('c')]).toEqual([true, false])
  })

  it('refuses a value over either limit, keeping the others, and one exactly at a limit is kept', () => {
    const cache = new ByteLru<string>({ maxBytes: 100, maxEntryBytes: 50 })
    cache.set('small', 's', 10)
    expect(cache.set('huge', 'h', 51)).toBe(false)
    expect([cache.has('huge'), cache.get('small'), cache.bytes]).toEqual([false, 's', 10])
    expect(cache.set('edge', 'e', 50)).toBe(true)
    expect(new ByteLru<string>({ maxBytes: 30, maxEntryBytes: 100 }).set('k', 'v', 31)).toBe(false)
    const full = new ByteLru<string>({ maxBytes: 20, maxEntryBytes: 20 })
    full.set('a', 'a', 10)
    full.set('b', 'b', 10)
    expect([full.size, full.bytes, full.get('a')]).toEqual([2, 20, 'a'])
  })

  it('counts a replaced value once, and a replacement too large to keep takes the old value with it', () => {
    const cache = new ByteLru<string>({ maxBytes: 10_000, maxEntryBytes: 5_000 })
    cache.set('a', 'old', 1_000)
    cache.set('a', 'new', 2_000)
    expect([cache.size, cache.bytes, cache.get('a')]).toEqual([1, 2_000, 'new'])
    expect(cache.set('a', 'too big', 6_000)).toBe(false)
    expect([cache.size, cache.bytes, cache.get('a')]).toEqual([0, 0, undefined])
  })

  it('counts bytes grown on a value only while that value is kept, and evicts for them', () => {
    const cache = new ByteLru<object>({ maxBytes: 100, maxEntryBytes: 100 })
    const first = {}
    cache.set('a', first, 40)
    cache.set('b', {}, 40)
    expect(cache.grow('a', first, 10)).toBe(true)
    expect(cache.bytes).toBe(90)
    // Another value under the key, or none: nothing is counted.
    expect(cache.grow('a', {}, 10)).toBe(false)
    expect(cache.grow('gone', first, 10)).toBe(false)
    expect(cache.bytes).toBe(90)
    // Growing past the limit sends the least recently used away ("a" was set first).
    expect(cache.grow('b', cache.get('b') as object, 30)).toBe(true)
    expect([cache.has('a'), cache.bytes]).toEqual([false, 70])
  })

  it('forgets a deleted value and its bytes', () => {
    const cache = new ByteLru<string>({ maxBytes: 100, maxEntryBytes: 100 })
    cache.set('a', 'a', 30)
    cache.delete('a')
    cache.delete('never there')
    expect([cache.size, cache.bytes, cache.get('a')]).toEqual([0, 0, undefined])
  })

  it('refuses limits that would not bound it, with a message', () => {
    for (const [maxBytes, maxEntryBytes] of [[0, 1], [Number.NaN, 1], [10, 0], [-1, 10]] as const) {
      expect(() => new ByteLru({ maxBytes, maxEntryBytes })).toThrow(new RangeError('cache limits must be positive'))
    }
    expect(() => new ByteLru({ maxBytes: 1, maxEntryBytes: 1 })).not.toThrow()
  })
})
