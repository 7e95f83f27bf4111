import { vValidator } from '@hono/valibot-validator'
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { verseSearchQuerySchema } from '../../contracts/search.ts'
import { responseCache } from '../content/response-cache.ts'
import { fieldErrors, validationProblem } from './validation.ts'
import { VerseSearch } from './verse-search.ts'

/** The index only changes at seed time, like the content it comes from: caches may keep answers as long. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

/** Verse search, to mount at `/umbraco/api/search` (decision 0060). */
export function createSearchRouter(db: Database): Hono {
  const search = new VerseSearch(db)
  const router = new Hono()
  router.use('*', etag({ weak: true }), async (c, next) => {
    await next()
    if (c.res.status === 200) c.header('Cache-Control', CACHE_CONTROL)
  }, responseCache({ maxEntries: 500 }))

  router.get(
    '/verses',
    vValidator('query', verseSearchQuerySchema, (result, c) => {
      if (!result.success) return validationProblem(c, fieldErrors(result.issues))
    }),
    (c) => {
      const { q, testament, book, skip, take } = c.req.valid('query')
      if (book !== undefined && !search.findBook(book)) {
        return validationProblem(c, { book: [`No book has the slug "${book}"; use a slug such as john or 1-samuel.`] })
      }
      return c.json(search.search({ terms: q.terms, testament, book, skip, take }))
    },
  )
  return router
}
