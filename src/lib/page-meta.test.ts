import { describe, expect, it } from 'vitest'
import { contentPageMeta, readContentPageMeta } from './page-meta.ts'

describe('page meta from content', () => {
  it('takes a known ad template and a forced light or dark mode, never system', () => {
    expect(contentPageMeta({ adTemplate: 'verse-topic', forcedColourMode: 'dark' })).toEqual({ adTemplate: 'verse-topic', colourMode: 'dark' })
    expect(contentPageMeta({ adTemplate: 'billboard', forcedColourMode: 'system' })).toEqual({})
    expect(contentPageMeta({})).toEqual({})
  })

  it('reads it back from whatever a loader returned', () => {
    expect(readContentPageMeta({ pageMeta: { adTemplate: 'news', colourMode: 'light' } })).toEqual({ adTemplate: 'news', colourMode: 'light' })
    for (const odd of [undefined, null, 'x', {}, { pageMeta: null }, { pageMeta: { colourMode: 'sepia' } }]) expect(readContentPageMeta(odd)).toEqual({})
  })
})
