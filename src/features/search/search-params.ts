import { SEARCH_LIMITS, TESTAMENTS, type SearchTestament } from '#contracts/search-text.ts'
import { PAGE_SIZE } from './api/verse-search.ts'

/** The address of the results page: `/search?q=…&testament=…&book=…&page=…`. */
export interface SearchPageParams {
  q?: string
  testament?: SearchTestament
  book?: string
  page?: number
}

export const LAST_PAGE = Math.floor(SEARCH_LIMITS.maxSkip / PAGE_SIZE) + 1

/** Keeps what the page can use from the address; anything else is dropped rather than a 404 (a typo loses little). */
export function readSearchPageParams(raw: Record<string, unknown>): SearchPageParams {
  const params: SearchPageParams = {}
  // A longer query still reaches the page, which says it is too long; a megabyte of address does not.
  if (typeof raw['q'] === 'string') params.q = raw['q'].slice(0, SEARCH_LIMITS.maxQueryLength * 2)
  else if (typeof raw['q'] === 'number') params.q = String(raw['q'])
  const testament = raw['testament']
  if (typeof testament === 'string' && (TESTAMENTS as readonly string[]).includes(testament)) params.testament = testament as SearchTestament
  const book = raw['book']
  if (typeof book === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(book) && book.length <= 40) params.book = book
  const page = Number(raw['page'])
  if (Number.isInteger(page) && page > 1 && page <= LAST_PAGE) params.page = page
  return params
}

export const skipFor = (page: number | undefined) => ((page ?? 1) - 1) * PAGE_SIZE
