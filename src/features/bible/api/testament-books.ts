import { queryOptions } from '@tanstack/react-query'
import { fetchChildren, localeOfKey } from '../../../lib/content.ts'
import { BIBLE_STALE_TIME } from './content-query.ts'
import type { Testament } from './params.ts'
import type { BookProperties } from './types.ts'

/** GET /content?fetch=children:/bible/{testament}-testament/ — the testament's books in canonical order. */
export const fetchTestamentBooks = (testament: Testament, locale: string) =>
  fetchChildren<BookProperties>(`/bible/${testament}-testament/`, locale, 100).then((list) => list.items)

export const testamentBooksQuery = (testament: Testament, locale: string) =>
  queryOptions({
    queryKey: ['content', locale, 'children', `/bible/${testament}-testament/`] as const,
    queryFn: ({ queryKey }) => fetchTestamentBooks(testament, localeOfKey(queryKey)),
    staleTime: BIBLE_STALE_TIME,
  })
