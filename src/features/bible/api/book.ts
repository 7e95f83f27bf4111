import { queryOptions } from '@tanstack/react-query'
import { fetchContentItem, localeOfKey } from '../../../lib/content.ts'
import { BIBLE_STALE_TIME, orNotFound } from './content-query.ts'
import { bookPath, type BookParams } from './params.ts'
import type { Book, BookProperties } from './types.ts'

/** GET /content/item/bible/{testament}-testament/{book} — 404 when the book is not in that testament. */
export const fetchBook = (params: BookParams, locale: string): Promise<Book> =>
  orNotFound(fetchContentItem<BookProperties>(bookPath(params), locale))

export const bookQuery = (params: BookParams, locale: string) =>
  queryOptions({
    queryKey: ['content', locale, 'item', bookPath(params)] as const,
    queryFn: ({ queryKey }) => fetchBook(params, localeOfKey(queryKey)),
    staleTime: BIBLE_STALE_TIME,
  })
