import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AccessTokenVerifier } from '../account/access-token.ts'
import { createFavoritesStore } from './store.ts'
import { parseFavorites } from './validate.ts'

export { listAllFavorites } from './store.ts'
export { MAX_FAVORITES, type Favorite } from './validate.ts'

const MAX_BODY_BYTES = 256 * 1024

function unauthorized(c: Context, message: string) {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"')
  return c.json({ message }, 401)
}

/**
 * A member's favorites (contracts §5), mounted at `/bible-api/api/v2/favorites`: GET answers the list,
 * PUT replaces it whole. A PUT is all-or-nothing: validated first, then written in one transaction.
 */
export function createFavoritesRouter({ db, verifyAccessToken }: { db: Database; verifyAccessToken: AccessTokenVerifier }): Hono {
  const store = createFavoritesStore(db)

  const requireMember = createMiddleware<{ Variables: { memberId: string } }>(async (c, next) => {
    const token = /^Bearer (\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!token) return unauthorized(c, 'A bearer access token is required.')
    const verified = await verifyAccessToken(token)
    if (!verified) return unauthorized(c, 'The access token is invalid or has expired.')
    c.set('memberId', verified.sub)
    await next()
  })

  const app = new Hono()
  app.get('/', requireMember, (c) => c.json(store.list(c.get('memberId'))))
  app.put('/', requireMember, async (c) => {
    const raw = await c.req.text()
    if (raw.length > MAX_BODY_BYTES) return c.json({ message: 'The body is too large.' }, 400)
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return c.json({ message: 'The body must be JSON.' }, 400)
    }
    const parsed = parseFavorites(body)
    if (!parsed.ok) return c.json({ message: parsed.message }, 400)
    store.replace(c.get('memberId'), parsed.favorites)
    return c.json(store.list(c.get('memberId')))
  })
  return app
}
