import { contentQuery, fetchContentItem, type ContentItem } from '#src/lib/content.ts'
import type { PageFlags } from '../content-types.ts'

export interface LandingProperties extends PageFlags { title?: string; summary?: string }
export type LandingPage = ContentItem<LandingProperties>

/**
 * GET /content/item/{path} — a section's landing page (/articles, /verses, /videos, /store): its title and summary;
 * null when the content has none (the page then uses its translated fallback title).
 */
export const landingPageQuery = (path: string, locale: string) =>
  contentQuery(locale, ['item', path], (keyLocale) => fetchContentItem<LandingProperties>(path, keyLocale))
