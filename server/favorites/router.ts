import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import type { AccessTokenVerifier } from '../account/access-token.ts'
import { requireBearer } from '../http/bearer.ts'
import { readJson } from '../http/json-body.ts'
import { validationProblem } from '../http/problem.ts'
import { createFavoritesStore } from './store.ts'
import { parseFavorites } from '../../contracts/favorites.ts'

export { listAllFavorites } from './store.ts'
export { MAX_FAVORITES, type Favorite } from '../../contracts/favorites.ts'

const MAX_BODY_BYTES = 256 * 1024

/**
 * A member's favorites (contracts §5), mounted at `/bible-api/api/v2/favorites`: GET answers the list,
 * PUT replaces it whole. A PUT is all-or-nothing: validated first, then written in one transaction.
 */
export function createFavoritesRouter({ db, verifyAccessToken }: { db: Database; verifyAccessToken: AccessTokenVerifier }): Hono {
  const store = createFavoritesStore(db)

  const requireMember = requireBearer(verifyAccessToken)

  const app = new Hono()
  app.get('/', requireMember, (c) => c.json(store.list(c.get('memberId'))))
  app.put('/', requireMember, readJson(MAX_BODY_BYTES), async (c) => {
    const parsed = parseFavorites(await c.req.json())
    if (!parsed.ok) return validationProblem(c, 'Invalid request body', { '': [parsed.message] })
    store.replace(c.get('memberId'), parsed.favorites)
    return c.json(store.list(c.get('memberId')))
  })
  return app
}
