import { contentQuery, fetchItemOfType, type ContentItem } from '#src/lib/content.ts'
import { BIBLE_STALE_TIME } from './stale-time.ts'
import { versePath, type VerseParams } from './params.ts'
import type { VerseProperties } from './types.ts'

/** GET /content/item/bible/{testament}-testament/{book}/{chapter}/{verse} — whole (the page's meta reads it); null when there is none. */
export const fetchVerse = (params: VerseParams, locale: string): Promise<ContentItem<VerseProperties> | null> =>
  fetchItemOfType<VerseProperties>(versePath(params), 'bibleVerse', locale)

export const verseQuery = (params: VerseParams, locale: string) =>
  contentQuery(locale, ['item', versePath(params)], (keyLocale) => fetchVerse(params, keyLocale), BIBLE_STALE_TIME)
