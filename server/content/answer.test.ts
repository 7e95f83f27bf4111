import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { MIN_COMPRESSIBLE_BYTES } from '../http/encodings.ts'
import { matchesEtag, sendAnswer } from './answer.ts'
import { answerOf, ResponseCache } from './response-cache.ts'

describe('If-None-Match against a content ETag', () => {
  const etag = '"abc"'

  it('matches the same tag, weak or strong, with surrounding spaces', () => {
    expect(matchesEtag('"abc"', etag)).toBe(true)
    expect(matchesEtag(' W/"abc" ', etag)).toBe(true)
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true)
  })

  it('matches any entry of a list, and * anywhere in it', () => {
    expect(matchesEtag('"x", "abc"', etag)).toBe(true)
    expect(matchesEtag('"x", *', etag)).toBe(true)
    expect(matchesEtag('*', etag)).toBe(true)
  })

  it('does not match other tags, an empty header, or a W/ that is not a prefix', () => {
    expect(matchesEtag(undefined, etag)).toBe(false)
    expect(matchesEtag('', etag)).toBe(false)
    expect(matchesEtag('"x", "y"', etag)).toBe(false)
    expect(matchesEtag('"abcW/"', '"abc"W/')).toBe(false)
    expect(matchesEtag('"abW/c"', '"abc"')).toBe(false)
  })
})

describe('sending a content answer', () => {
  it('compresses an answer from the compressible size up, and sends a smaller one as it is', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntryBytes: 1_000_000 })
    const app = new Hono().get('/:size', (c) => {
      const key = c.req.param('size')
      return sendAnswer(c, cache, key, cache.set(key, answerOf(JSON.stringify('x'.repeat(Number(key) - 2)), 'en-US')))
    })
    const encodingAt = async (size: number) => (await app.request(`/${size}`, { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('Content-Encoding')
    expect(await encodingAt(MIN_COMPRESSIBLE_BYTES)).toBe('gzip')
    expect(await encodingAt(MIN_COMPRESSIBLE_BYTES - 1)).toBeNull()
  })
})
