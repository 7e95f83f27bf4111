import { describe, expect, it } from 'vitest'
import { contentPageMeta, readContentPageMeta, resolvePageMeta } from './page-meta.ts'

const item = (properties: Record<string, unknown>) => ({ contentType: 'generalPage', id: 'a1', name: 'About', properties })

describe('page meta from content', () => {
  it('takes a known ad template and a forced light or dark mode, never system', () => {
    expect(contentPageMeta(item({ adTemplate: 'verse-topic', forcedColourMode: 'dark' }))).toMatchObject({ adTemplate: 'verse-topic', colourMode: 'dark' })
    const odd = contentPageMeta(item({ adTemplate: 'billboard', forcedColourMode: 'system' }))
    expect(odd.adTemplate).toBeUndefined()
    expect(odd.colourMode).toBeUndefined()
  })

  it('names the item shown: its type, id and title (the name when it has no title)', () => {
    expect(contentPageMeta(item({ title: 'About Lamp' })).content).toEqual({ type: 'generalPage', id: 'a1', title: 'About Lamp' })
    expect(contentPageMeta(item({})).content).toEqual({ type: 'generalPage', id: 'a1', title: 'About' })
  })

  it('reads it back from whatever a loader returned', () => {
    const content = { type: 'article', id: 'x', title: 'Praying the Psalms' }
    expect(readContentPageMeta({ pageMeta: { adTemplate: 'news', colourMode: 'light', content } })).toEqual({ adTemplate: 'news', colourMode: 'light', content })
    for (const odd of [undefined, null, 'x', {}, { pageMeta: null }, { pageMeta: { colourMode: 'sepia', content: { id: 1 } } }]) expect(readContentPageMeta(odd)).toEqual({})
  })

  it('lays the content over the route: content wins for the ad template', () => {
    const match = { staticData: { adTemplate: 'devotional-am' as const }, loaderData: { pageMeta: { adTemplate: 'devotional-eve' } } }
    expect(resolvePageMeta(match)).toEqual({ adTemplate: 'devotional-eve' })
    expect(resolvePageMeta(undefined)).toEqual({ adTemplate: 'page-path' })
  })
})
