import { queryOptions } from '@tanstack/react-query'
import { fetchContentItem } from '../../../lib/content.ts'
import { BIBLE_STALE_TIME, orNotFound } from './content-query.ts'
import { versePath, type VerseParams } from './params.ts'
import type { Verse, VerseProperties } from './types.ts'

/** GET /content/item/bible/{testament}-testament/{book}/{chapter}/{verse} */
export const fetchVerse = (params: VerseParams): Promise<Verse> => orNotFound(fetchContentItem<VerseProperties>(versePath(params)))

export const verseQuery = (params: VerseParams, locale: string) =>
  queryOptions({
    queryKey: ['content', locale, 'item', versePath(params)],
    queryFn: () => fetchVerse(params),
    staleTime: BIBLE_STALE_TIME,
  })
