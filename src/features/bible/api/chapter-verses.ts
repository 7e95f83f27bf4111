import { queryOptions } from '@tanstack/react-query'
import { fetchChildren, localeOfKey } from '../../../lib/content.ts'
import { BIBLE_STALE_TIME } from './content-query.ts'
import { chapterPath, type ChapterParams } from './params.ts'
import type { VerseProperties } from './types.ts'

/** GET /content?fetch=children:{chapter}&take=200 — every verse of the chapter, in order (Psalm 119 has 176). */
export const fetchChapterVerses = (params: ChapterParams, locale: string) =>
  fetchChildren<VerseProperties>(chapterPath(params), locale, 200).then((list) => list.items)

export const chapterVersesQuery = (params: ChapterParams, locale: string) =>
  queryOptions({
    queryKey: ['content', locale, 'children', chapterPath(params)] as const,
    queryFn: ({ queryKey }) => fetchChapterVerses(params, localeOfKey(queryKey)),
    staleTime: BIBLE_STALE_TIME,
  })
