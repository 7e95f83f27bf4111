import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { VIDEO_TOPICS } from '../db/seed-site/data/videos.ts'
import { FALLBACK_PALETTE, VIDEO_PALETTES } from './palettes.ts'
import { captionsUrl, clipUrl } from './urls.ts'

// A video's clip plays in its poster's colours, so the picture shown before it starts and the clip belong together.
const POSTERS = new URL('../../public/media/videos/', import.meta.url)
const posterColours = (slug: string) => new Set(readFileSync(new URL(`${slug}.svg`, POSTERS), 'utf8').toLowerCase().match(/#[0-9a-f]{6}\b/g))
const seededSlugs = VIDEO_TOPICS.flatMap((topic) => topic.videos.map((video) => video.slug))

describe('video palettes', () => {
  it('every seeded video has a poster and a palette', () => {
    const posters = readdirSync(POSTERS).filter((name) => name.endsWith('.svg')).map((name) => name.replace(/\.svg$/, ''))
    expect(seededSlugs.length).toBeGreaterThan(0)
    expect(Object.keys(VIDEO_PALETTES).sort()).toEqual([...seededSlugs].sort())
    expect(posters.sort()).toEqual([...seededSlugs].sort())
  })

  it.each(seededSlugs)('%s: three colours, each of them in its poster', (slug) => {
    const palette = VIDEO_PALETTES[slug] ?? []
    expect(new Set(palette).size).toBe(3)
    for (const colour of palette) expect(posterColours(slug), colour).toContain(colour)
  })

  it('a video without an entry gets three colours of its own', () => {
    expect(new Set(FALLBACK_PALETTE).size).toBe(3)
    for (const colour of FALLBACK_PALETTE) expect(colour).toMatch(/^#[0-9a-f]{6}$/)
  })
})

describe('clip addresses', () => {
  it('are the ones the seed’s video items point at and the media router serves', () => {
    expect(clipUrl('psalm-46-be-still')).toBe('/media/clips/psalm-46-be-still.webm')
    expect(captionsUrl('psalm-46-be-still', 'es')).toBe('/media/clips/psalm-46-be-still.es.vtt')
  })
})
