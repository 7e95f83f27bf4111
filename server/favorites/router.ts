import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { FavoriteKeySchema, FavoriteListSchema, FavoritesToAddSchema, MAX_FAVORITES } from '../../contracts/favorites.ts'
import { requireBearer } from '../http/bearer.ts'
import { createMemberStore } from '../identity/members.ts'
import { migrateIdentity } from '../identity/members-schema.ts'
import type { AccessTokenVerifier } from '../account/access-token.ts'
import { createFavoritesStore } from './store.ts'
import { problemFor, validate } from './validation.ts'

export { listAllFavorites } from './store.ts'
export { MAX_FAVORITES, MAX_FAVORITES_PER_ADD, type Favorite } from '../../contracts/favorites.ts'

/** A POST carries at most 50 favorites of under 1 KB each; a PUT (older clients) up to the whole list. */
export const MAX_ADD_BODY_BYTES = 64 * 1024
export const MAX_LIST_BODY_BYTES = 512 * 1024

const problemJson = { 'Content-Type': 'application/problem+json; charset=utf-8' }

const tooLarge = (limit: number) => (c: Context) =>
  c.json({ type: 'Error', title: 'Payload Too Large', status: 413, detail: `The body may be at most ${limit} bytes.` }, 413, problemJson)

const full = (c: Context) =>
  c.json({ type: 'Error', title: 'Conflict', status: 409, detail: `At most ${MAX_FAVORITES} favorites may be kept; remove one first.` }, 409, problemJson)

/**
 * A member's favorites (contracts/favorites.ts), mounted at `/bible-api/api/v2/favorites`. Every change is
 * one atomic write of its own (add these, remove that), never a read-modify-write of the whole list, so
 * concurrent changes from several tabs or quick clicks all land. Only a valid token of an existing member
 * gets in, like the account service; bodies are size-limited before they are read, then validated.
 */
export function createFavoritesRouter({ db, verifyAccessToken }: { db: Database; verifyAccessToken: AccessTokenVerifier }): Hono {
  const store = createFavoritesStore(db)
  // Idempotent; the service may start on a database the identity provider has not touched yet.
  migrateIdentity(db)
  const members = createMemberStore(db)
  const requireMember = requireBearer(verifyAccessToken, { isMember: (id) => members.findById(id) !== undefined })

  const app = new Hono()
  app.onError(problemFor)
  app.get('/', requireMember, (c) => c.json(store.list(c.get('memberId'))))
  app.post('/', requireMember, bodyLimit({ maxSize: MAX_ADD_BODY_BYTES, onError: tooLarge(MAX_ADD_BODY_BYTES) }), validate('json', FavoritesToAddSchema), (c) => {
    const memberId = c.get('memberId')
    if (!store.add(memberId, c.req.valid('json'))) return full(c)
    return c.json(store.list(memberId))
  })
  app.delete('/', requireMember, validate('query', FavoriteKeySchema), (c) => {
    const memberId = c.get('memberId')
    store.remove(memberId, c.req.valid('query'))
    return c.json(store.list(memberId))
  })
  app.put('/', requireMember, bodyLimit({ maxSize: MAX_LIST_BODY_BYTES, onError: tooLarge(MAX_LIST_BODY_BYTES) }), validate('json', FavoriteListSchema), (c) => {
    const memberId = c.get('memberId')
    store.replace(memberId, c.req.valid('json'))
    return c.json(store.list(memberId))
  })
  return app
}
