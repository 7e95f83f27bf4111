import type { QueryClient } from '@tanstack/react-query'
import { parseSearchText } from '#contracts/search-text.ts'
import { skipFor, type SearchPageParams } from '../search-params.ts'
import { verseSearchQuery } from './verse-search.ts'

/** The results page's loader: asks only for queries the service can answer; the page explains the others. */
export async function prefetchSearch(queryClient: QueryClient, params: SearchPageParams): Promise<void> {
  const parsed = parseSearchText(params.q ?? '')
  if (!parsed.ok) return
  await queryClient.prefetchQuery(verseSearchQuery({ q: parsed.text, testament: params.testament, book: params.book, skip: skipFor(params.page) }))
}
