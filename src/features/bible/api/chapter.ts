import { contentQuery, fetchItemOfType } from '#src/lib/content.ts'
import { BIBLE_STALE_TIME } from './stale-time.ts'
import { chapterPath, type ChapterParams } from './params.ts'
import type { Chapter, ChapterProperties } from './types.ts'

/** GET /content/item/bible/{testament}-testament/{book}/{chapter} — with its previous/next chapter pickers; null when there is none. */
export const fetchChapter = (params: ChapterParams, locale: string): Promise<Chapter | null> =>
  fetchItemOfType<ChapterProperties>(chapterPath(params), 'bibleChapter', locale)

export const chapterQuery = (params: ChapterParams, locale: string) =>
  contentQuery(locale, ['item', chapterPath(params)], (keyLocale) => fetchChapter(params, keyLocale), BIBLE_STALE_TIME)
