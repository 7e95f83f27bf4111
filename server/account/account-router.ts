import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { createMemberStore } from '../identity/members.ts'
import { migrateIdentity } from '../identity/members-schema.ts'
import type { AccessTokenVerifier } from './access-token.ts'
import { parseAccountChange } from './account-input.ts'
import { toAccountView } from './account-view.ts'

export interface AccountRouterOptions {
  db: Database
  verifyAccessToken: AccessTokenVerifier
}

const MAX_BODY_BYTES = 16 * 1024

function unauthorized(c: Context, message: string) {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"')
  return c.json({ message }, 401)
}

/** The account service of spec §7, mounted at /bible-api/api/v2. */
export function createAccountRouter({ db, verifyAccessToken }: AccountRouterOptions) {
  // Idempotent; lets the account service start on a database the identity provider has not touched yet.
  migrateIdentity(db)
  const members = createMemberStore(db)

  const requireMember = createMiddleware<{ Variables: { memberId: string } }>(async (c, next) => {
    const token = /^Bearer (\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!token) return unauthorized(c, 'A bearer access token is required.')
    const verified = await verifyAccessToken(token)
    if (!verified) return unauthorized(c, 'The access token is invalid or has expired.')
    // A valid token for a member who no longer exists is as good as no token.
    if (!members.findById(verified.sub)) return unauthorized(c, 'The access token is invalid or has expired.')
    c.set('memberId', verified.sub)
    await next()
  })

  return new Hono()
    .get('/account', requireMember, (c) => {
      const member = members.findById(c.get('memberId'))
      return member ? c.json(toAccountView(member)) : unauthorized(c, 'The access token is invalid or has expired.')
    })
    .put('/account', requireMember, async (c) => {
      const raw = await c.req.text()
      if (raw.length > MAX_BODY_BYTES) return c.json({ message: 'The body is too large.' }, 400)
      let body: unknown
      try {
        body = JSON.parse(raw)
      } catch {
        return c.json({ message: 'The body must be JSON.' }, 400)
      }
      const parsed = parseAccountChange(body)
      if (!parsed.ok) return c.json({ message: parsed.message }, 400)
      const member = members.update(c.get('memberId'), parsed.change)
      return member ? c.json(toAccountView(member)) : unauthorized(c, 'The access token is invalid or has expired.')
    })
    .get('/sessions/:id/email', (c) => {
      const email = members.emailForSession(c.req.param('id'))
      if (email) return c.json({ result: 'Success', email })
      return c.json({ result: 'Error', email: '', message: 'No email is linked to this session.' }, 404)
    })
}
