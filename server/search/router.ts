import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { verseSearchQuerySchema } from '#contracts/search.ts'
import { sendAnswer } from '../content/answer.ts'
import { answerOf, ResponseCache } from '../content/response-cache.ts'
import { validationProblem } from '../http/problem.ts'
import { validQuery } from '../http/validation.ts'
import { VerseSearch } from './verse-search.ts'

/** The index only changes at seed time, like the content it comes from: caches may keep answers as long. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

/** Search answers are small (at most 50 verses); 8 MB keeps thousands of them, as stored bytes like content's. */
const SEARCH_CACHE = { maxBytes: 8 * 1024 * 1024, maxEntryBytes: 256 * 1024 }

/** Verse search, to mount at `/umbraco/api/search` (decision 0060). */
export function createSearchRouter(db: Database): Hono {
  const search = new VerseSearch(db)
  const cache = new ResponseCache(SEARCH_CACHE)
  const router = new Hono()
  router.use('*', async (c, next) => {
    await next()
    if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', CACHE_CONTROL)
  })

  router.get('/verses', validQuery(verseSearchQuerySchema), (c) => {
    const { q, testament, book, skip, take } = c.req.valid('query')
    if (book !== undefined && !search.findBook(book)) {
      return validationProblem(c, 'Invalid query', { book: [`No book has the slug "${book}"; use a slug such as john or 1-samuel.`] })
    }
    // Keyed on the parsed query only, so an unknown parameter never makes a new entry.
    const key = JSON.stringify([q.terms, testament, book, skip, take])
    const answered = cache.get(key) ?? cache.set(key, answerOf(JSON.stringify(search.search({ terms: q.terms, testament, book, skip, take })), 'en-US'))
    return sendAnswer(c, cache, key, answered)
  })
  return router
}
