import type { NewContent } from '../content-writer.ts'
import { uuidV5 } from '../uuid.ts'

/** Umbraco's rich text without RichTextOutputAsJson: HTML markup plus the (unused here) block list. */
export interface RichTextMarkup {
  markup: string
  blocks: []
}

export const richText = (markup: string): RichTextMarkup => ({ markup: markup.replace(/\n\s*/g, ''), blocks: [] })

/** A locally served picture; the app renders `url` with `alt` and reserves `width` × `height`. */
export interface SiteImage {
  url: string
  alt: string
  width: number
  height: number
}

export const image = (url: string, alt: string, width = 1200, height = 675): SiteImage => ({ url, alt, width, height })

/** A link property: `url` is a route path of this site or an absolute https address. */
export interface SiteLink {
  title: string
  url: string
  target: '_blank' | null
}

export interface BlockItem {
  content: { contentType: string; id: string; properties: Record<string, unknown> }
  settings: null
}

/** Block ids derive from a stable key, so the Spanish variant of a block list keeps the English ids. */
export function block(key: string, contentType: string, properties: Record<string, unknown>): BlockItem {
  return { content: { contentType, id: uuidV5(`block:${key}`), properties }, settings: null }
}

export const blockList = (items: BlockItem[]): { items: BlockItem[] } => ({ items })

type Cultures = NonNullable<NewContent['cultures']>

/**
 * Both cultures of a translated node. The en-US row carries only the name (the invariant properties are English),
 * so `cultures` lists both languages and the Spanish properties override just what they translate.
 */
export function bilingual(englishName: string, spanish: { name: string; properties?: Record<string, unknown> }): Cultures {
  return { 'en-US': { name: englishName }, 'es-ES': spanish }
}

/** URL segment from a title: lower case, ASCII letters and digits, hyphens between words. */
export function slugify(title: string): string {
  return title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

/** Umbraco-style date (no offset) for a calendar day. */
export const umbracoDay = (isoDate: string): string => `${isoDate}T00:00:00`
