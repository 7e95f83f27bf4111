import type { Palette } from './clip.ts'

/**
 * Each seeded video's colours, the same as its poster's (public/media/videos/{slug}.svg), so the clip and the
 * picture shown before it starts belong together. A video without an entry plays in the fallback colours.
 */
export const VIDEO_PALETTES: Readonly<Record<string, Palette>> = {
  'a-five-minute-morning-prayer': ['#5b3a29', '#b07a4f', '#fbe3b8'],
  'an-anchor-for-the-soul': ['#3d4a2a', '#8aa05a', '#f3efd0'],
  'new-every-morning': ['#1f2d3d', '#53708f', '#dbe7f2'],
  'praying-when-god-feels-silent': ['#2f4f3a', '#6b9a6f', '#f2e6c9'],
  'psalm-121-help-from-the-hills': ['#264653', '#2a9d8f', '#e9c46a'],
  'psalm-23-the-lord-is-my-shepherd': ['#3b2f5c', '#7a68b0', '#f6d6e8'],
  'psalm-46-be-still': ['#4a2c2a', '#c06c4c', '#f7d9a8'],
  'the-god-who-makes-all-things-new': ['#2b3a55', '#ce7777', '#f2e5e5'],
  'the-lords-prayer-line-by-line': ['#1e3a5f', '#3f6ea5', '#f4d58d'],
}

export const FALLBACK_PALETTE: Palette = ['#1e3a5f', '#3f6ea5', '#f4d58d']
