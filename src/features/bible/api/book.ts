import { contentQuery, fetchItemOfType } from '#src/lib/content.ts'
import { BIBLE_STALE_TIME } from './stale-time.ts'
import { bookPath, type BookParams } from './params.ts'
import type { Book, BookProperties } from './types.ts'

/** GET /content/item/bible/{testament}-testament/{book} — null when the book is not in that testament. */
export const fetchBook = (params: BookParams, locale: string): Promise<Book | null> =>
  fetchItemOfType<BookProperties>(bookPath(params), 'bibleBook', locale)

export const bookQuery = (params: BookParams, locale: string) =>
  contentQuery(locale, ['item', bookPath(params)], (keyLocale) => fetchBook(params, keyLocale), BIBLE_STALE_TIME)
