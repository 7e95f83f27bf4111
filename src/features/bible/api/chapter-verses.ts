import { compactRichText, contentQuery, fetchChildren } from '#src/lib/content.ts'
import { BIBLE_STALE_TIME } from './stale-time.ts'
import { chapterPath, type ChapterParams } from './params.ts'
import type { Verse, VerseProperties } from './types.ts'

/**
 * GET /content?fetch=children:{chapter}&take=200 — every verse of the chapter, in order (Psalm 119 has 176), each
 * reduced to what the pages read of it (`Verse`).
 */
export const fetchChapterVerses = async (params: ChapterParams, locale: string): Promise<Verse[]> =>
  (await fetchChildren<VerseProperties>(chapterPath(params), locale, 200))
    .map(({ name, route, properties: { verseNumber, startsParagraph, text } }) => ({
      name, route: { path: route.path }, properties: { verseNumber, startsParagraph, text: compactRichText(text) },
    }))

export const chapterVersesQuery = (params: ChapterParams, locale: string) =>
  contentQuery(locale, ['children', chapterPath(params)], (keyLocale) => fetchChapterVerses(params, keyLocale), BIBLE_STALE_TIME)
