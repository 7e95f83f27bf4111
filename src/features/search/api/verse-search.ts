import { queryOptions } from '@tanstack/react-query'
import type { SearchTestament } from '#contracts/search-text.ts'
import type { VerseSearchResult } from '#contracts/search.ts'
import { api } from '#src/lib/api.ts'

export const SEARCH_PATH = '/umbraco/api/search/verses'
export const PAGE_SIZE = 20

export interface VerseSearchParams {
  q: string
  testament?: SearchTestament | undefined
  book?: string | undefined
  skip: number
}

/** GET /umbraco/api/search/verses (decision 0060). */
export function fetchVerseSearch({ q, testament, book, skip }: VerseSearchParams): Promise<VerseSearchResult> {
  const query: Record<string, string> = { q, skip: String(skip), take: String(PAGE_SIZE) }
  if (testament) query['testament'] = testament
  if (book) query['book'] = book
  return api<VerseSearchResult>(SEARCH_PATH, { query })
}

export const verseSearchQuery = (params: VerseSearchParams) =>
  queryOptions({
    // Results are the same in every UI language (the KJV is English): the locale is not part of the key.
    queryKey: ['search', 'verses', params.q, params.testament ?? 'all', params.book ?? 'all', params.skip],
    queryFn: () => fetchVerseSearch(params),
    // The index changes only at seed time; a refused query (400) is not worth asking again on mount.
    staleTime: Infinity,
    retryOnMount: false,
  })
