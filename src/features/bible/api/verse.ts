import { queryOptions } from '@tanstack/react-query'
import { fetchContentItem, localeOfKey } from '../../../lib/content.ts'
import { BIBLE_STALE_TIME, orNotFound } from './content-query.ts'
import { versePath, type VerseParams } from './params.ts'
import type { Verse, VerseProperties } from './types.ts'

/** GET /content/item/bible/{testament}-testament/{book}/{chapter}/{verse} */
export const fetchVerse = (params: VerseParams, locale: string): Promise<Verse> =>
  orNotFound(fetchContentItem<VerseProperties>(versePath(params), locale))

export const verseQuery = (params: VerseParams, locale: string) =>
  queryOptions({
    queryKey: ['content', locale, 'item', versePath(params)] as const,
    queryFn: ({ queryKey }) => fetchVerse(params, localeOfKey(queryKey)),
    staleTime: BIBLE_STALE_TIME,
  })
