import { contentQuery, fetchChildren, fetchItemOfType } from '#src/lib/content.ts'
import { BIBLE_STALE_TIME } from './stale-time.ts'
import { testamentPath, type Testament } from './params.ts'
import type { BookProperties, TestamentItem, TestamentProperties } from './types.ts'

/** GET /content?fetch=children:/bible/{testament}-testament/ — the testament's books in canonical order. */
export const fetchTestamentBooks = (testament: Testament, locale: string) =>
  fetchChildren<BookProperties>(testamentPath(testament), locale, 100)

export const testamentBooksQuery = (testament: Testament, locale: string) =>
  contentQuery(locale, ['children', testamentPath(testament)], (keyLocale) => fetchTestamentBooks(testament, keyLocale), BIBLE_STALE_TIME)

/** GET /content/item/bible/{testament}-testament — the testament itself (its name in the page's language). */
export const fetchTestament = (testament: Testament, locale: string): Promise<TestamentItem | null> =>
  fetchItemOfType<TestamentProperties>(testamentPath(testament), 'testament', locale)

export const testamentQuery = (testament: Testament, locale: string) =>
  contentQuery(locale, ['item', testamentPath(testament)], (keyLocale) => fetchTestament(testament, keyLocale), BIBLE_STALE_TIME)
