import { contentQuery, queryContent, type ContentItem } from '#src/lib/content.ts'
import type { PageFlags, RichTextMarkup } from '#src/features/content/index.ts'
import type { PickedVerse } from '#src/features/bible/index.ts'

export interface VerseTopicProperties extends PageFlags { title: string; intro: RichTextMarkup; verses: PickedVerse[] }
export type VerseTopic = ContentItem<VerseTopicProperties>

/** GET /content?filter=contentType:verseTopic&filter=contentSlug:{slug}&expand=properties[verses]&take=1 — null when no topic has the slug. */
export async function fetchVerseTopic(slug: string, locale: string): Promise<VerseTopic | null> {
  const list = await queryContent<VerseTopicProperties>({ filter: ['contentType:verseTopic', `contentSlug:${slug}`], expand: 'properties[verses]', take: 1 }, locale)
  return list.items[0] ?? null
}

export const verseTopicQuery = (slug: string, locale: string) =>
  contentQuery(locale, ['verse-topic', slug], (keyLocale) => fetchVerseTopic(slug, keyLocale))
