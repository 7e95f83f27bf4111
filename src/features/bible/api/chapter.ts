import { queryOptions } from '@tanstack/react-query'
import { fetchContentItem, localeOfKey } from '../../../lib/content.ts'
import { BIBLE_STALE_TIME, orNotFound } from './content-query.ts'
import { chapterPath, type ChapterParams } from './params.ts'
import type { Chapter, ChapterProperties } from './types.ts'

/** GET /content/item/bible/{testament}-testament/{book}/{chapter} — with its previous/next chapter pickers. */
export const fetchChapter = (params: ChapterParams, locale: string): Promise<Chapter> =>
  orNotFound(fetchContentItem<ChapterProperties>(chapterPath(params), locale))

export const chapterQuery = (params: ChapterParams, locale: string) =>
  queryOptions({
    queryKey: ['content', locale, 'item', chapterPath(params)] as const,
    queryFn: ({ queryKey }) => fetchChapter(params, localeOfKey(queryKey)),
    staleTime: BIBLE_STALE_TIME,
  })
