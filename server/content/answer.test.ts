import { describe, expect, it } from 'vitest'
import { matchesEtag } from './answer.ts'

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
