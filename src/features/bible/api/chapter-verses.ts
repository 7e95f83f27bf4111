import { contentQuery, fetchChildren } from '../../../lib/content.ts'
import { BIBLE_STALE_TIME } from './stale-time.ts'
import { chapterPath, type ChapterParams } from './params.ts'
import type { VerseProperties } from './types.ts'

/** GET /content?fetch=children:{chapter}&take=200 — every verse of the chapter, in order (Psalm 119 has 176). */
export const fetchChapterVerses = (params: ChapterParams, locale: string) =>
  fetchChildren<VerseProperties>(chapterPath(params), locale, 200)

export const chapterVersesQuery = (params: ChapterParams, locale: string) =>
  contentQuery(locale, ['children', chapterPath(params)], (keyLocale) => fetchChapterVerses(params, keyLocale), BIBLE_STALE_TIME)
