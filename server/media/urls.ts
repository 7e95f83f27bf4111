import type { CaptionLanguage } from './captions.ts'

/** Where the clips are served; the seed's video items point here (`media.url`, `captions[].url`). */
export const CLIPS_BASE = '/media/clips'

export const clipUrl = (slug: string) => `${CLIPS_BASE}/${slug}.webm`
export const captionsUrl = (slug: string, language: CaptionLanguage) => `${CLIPS_BASE}/${slug}.${language}.vtt`
