import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { answerOf, MAX_SENT_CHARS, ResponseCache } from './response-cache.ts'

const json = (size: number, seed = 'x') => JSON.stringify({ text: seed.repeat(size) })

// Its bounds and order are the byte-bounded cache's (server/http/byte-lru.test.ts); here, what an answer and a request
// remembered as sent count, and the compressed forms.
describe('content response cache', () => {
  it('never keeps an answer larger than the entry limit, but still returns it', () => {
    const cache = new ResponseCache({ maxBytes: 10_000, maxEntryBytes: 500 })
    const big = answerOf(json(1_000), 'en-US')
    expect(cache.set('big', big)).toBe(big)
    expect(cache.get('big')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('compresses each encoding once, with its own ETag, and counts the compressed bytes', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntryBytes: 1_000_000 })
    const answer = cache.set('k', answerOf(json(20_000), 'en-US'))
    const before = cache.size
    const [br, brAgain, gzip] = await Promise.all([cache.encoded('k', answer, 'br'), cache.encoded('k', answer, 'br'), cache.encoded('k', answer, 'gzip')])
    expect(brAgain).toBe(br)
    expect(brotliDecompressSync(br.bytes).toString()).toBe(json(20_000))
    expect(gunzipSync(gzip.bytes).toString()).toBe(json(20_000))
    expect(new Set([answer.identity.etag, br.etag, gzip.etag]).size).toBe(3)
    expect(cache.size).toBe(before + br.bytes.length + gzip.bytes.length)
  })

  it('counts an entry as its bytes plus two bytes a key character, and keeps one that exactly fills a limit', () => {
    const answer = answerOf(json(100), 'en-US')
    const entry = answer.identity.bytes.length + 'key'.length * 2
    const cache = new ResponseCache({ maxBytes: 2 * entry, maxEntryBytes: entry })
    cache.set('key', answer)
    expect(cache.size).toBe(entry)
    cache.set('kez', answerOf(json(100, 'z'), 'en-US'))
    expect([cache.get('key'), cache.get('kez')].map((kept) => kept?.identity.bytes.length)).toEqual([entry - 6, entry - 6])
    expect(cache.size).toBe(2 * entry)
  })

  it('names an answer by a 27-character hash, and each compressed form by the same hash and its encoding', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntryBytes: 1_000_000 })
    const answer = cache.set('k', answerOf(json(2_000), 'en-US'))
    expect(answer.identity.etag).toMatch(/^"[\w-]{27}"$/)
    const hash = answer.identity.etag.slice(1, -1)
    expect([(await cache.encoded('k', answer, 'br')).etag, (await cache.encoded('k', answer, 'gzip')).etag]).toEqual([`"${hash}-br"`, `"${hash}-gzip"`])
  })

  it('compresses an answer it did not keep without counting it, and forgets the compressed bytes with their answer', async () => {
    const small = new ResponseCache({ maxBytes: 10_000, maxEntryBytes: 500 })
    const big = small.set('big', answerOf(json(1_000), 'en-US'))
    expect(brotliDecompressSync((await small.encoded('big', big, 'br')).bytes).toString()).toBe(json(1_000))
    expect(small.size).toBe(0)

    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntryBytes: 1_000_000 })
    const first = cache.set('k', answerOf(json(5_000), 'en-US'))
    await cache.encoded('k', first, 'gzip')
    const second = cache.set('k', answerOf(json(5_000, 'y'), 'en-US'))
    expect(cache.size).toBe(second.identity.bytes.length + 2)
  })

  it('remembers a request as sent only for an entry it keeps, and answers it while the entry is kept', () => {
    const cache = new ResponseCache({ maxBytes: 3_000, maxEntryBytes: 2_000 })
    cache.set('big', answerOf(json(2_500), 'en-US'))
    cache.remember('GET /big', 'big')
    expect(cache.getSent('GET /big')).toBeUndefined()
    expect(cache.sentSize).toBe(0)

    const a = cache.set('a', answerOf(json(1_000, 'a'), 'en-US'))
    cache.remember('GET /a?x=1', 'a')
    expect(cache.getSent('GET /a?x=1')).toEqual({ key: 'a', answer: a })
    expect(cache.getSent('GET /a?x=2')).toBeUndefined()
    // Two more answers push "a" out: the request that named it is answered no more.
    for (const key of ['b', 'c']) cache.set(key, answerOf(json(1_000, key), 'en-US'))
    expect(cache.getSent('GET /a?x=1')).toBeUndefined()
  })

  it('forgets the oldest requests once their bytes are spent, however often they were sent, and never remembers an overlong one', () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntryBytes: 1_000_000, maxSentBytes: 100 })
    cache.set('k', answerOf(json(10), 'en-US'))
    // Each remembered request costs (10 + 1) characters at two bytes: four fit in 100 bytes.
    const requests = Array.from({ length: 6 }, (_, i) => `GET /${String(i).padStart(5, '0')}`)
    for (const request of requests) cache.remember(request, 'k')
    expect(cache.sentSize).toBe(88)
    expect(requests.map((request) => cache.getSent(request) !== undefined)).toEqual([false, false, true, true, true, true])
    // Remembering a request again does not count it twice.
    cache.remember(requests[5] ?? '', 'k')
    expect(cache.sentSize).toBe(88)
    // Answered again and again, the oldest is still the first to go (decision 0132: no reordering on a hit).
    for (let i = 0; i < 3; i += 1) expect(cache.getSent(requests[2] ?? '')).toBeDefined()
    cache.remember('GET /99999', 'k')
    expect([requests[2], requests[3]].map((request) => cache.getSent(request ?? '') !== undefined)).toEqual([false, true])

    const roomy = new ResponseCache({ maxBytes: 1_000_000, maxEntryBytes: 1_000_000 })
    roomy.set('k', answerOf(json(10), 'en-US'))
    roomy.remember(`GET /${'x'.repeat(MAX_SENT_CHARS)}`, 'k')
    expect(roomy.sentSize).toBe(0)
  })
})
