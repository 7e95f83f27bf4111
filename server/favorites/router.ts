import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { FavoriteKeySchema, FavoritesToAddSchema, MAX_FAVORITES } from '#contracts/favorites.ts'
import type { AccessTokenVerifier } from '../account/access-token.ts'
import { requireBearer } from '../http/bearer.ts'
import { BODY_LIMITS, readJson } from '../http/json-body.ts'
import { problem, problemOnError } from '../http/problem.ts'
import { validJson, validQuery } from '../http/validation.ts'
import { createMemberStore } from '../identity/members.ts'
import { createFavoritesStore } from './store.ts'

export { listAllFavorites } from './store.ts'
export { MAX_FAVORITES, MAX_FAVORITES_PER_ADD, type Favorite } from '#contracts/favorites.ts'

/**
 * A member's favorites (contracts/favorites.ts), mounted at `/bible-api/api/v2/favorites`: GET the list, POST
 * some to add, DELETE one. Every change is one atomic write of its own, never a read-modify-write of the whole
 * list, so concurrent changes from several tabs or quick clicks all land; there is deliberately no whole-list
 * PUT. Only a valid token of an existing member gets in, like the account service.
 */
export function createFavoritesRouter({ db, verifyAccessToken }: { db: Database; verifyAccessToken: AccessTokenVerifier }): Hono {
  const store = createFavoritesStore(db)
  // Idempotent; the service may start on a database the identity provider has not touched yet.
  const members = createMemberStore(db)
  const requireMember = requireBearer(verifyAccessToken, { isMember: (id) => members.findById(id) !== undefined })

  const app = new Hono()
  app.onError(problemOnError)
  app.get('/', requireMember, (c) => c.json(store.list(c.get('memberId'))))
  app.post('/', requireMember, readJson(BODY_LIMITS.favorites), validJson(FavoritesToAddSchema), (c) => {
    const memberId = c.get('memberId')
    if (!store.add(memberId, c.req.valid('json'))) {
      return problem(c, 409, 'Conflict', `At most ${MAX_FAVORITES} favorites may be kept; remove one first.`)
    }
    return c.json(store.list(memberId))
  })
  app.delete('/', requireMember, validQuery(FavoriteKeySchema), (c) => {
    const memberId = c.get('memberId')
    store.remove(memberId, c.req.valid('query'))
    return c.json(store.list(memberId))
  })
  return app
}
