import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { requireBearer, TOKEN_INVALID, unauthorized } from '../http/bearer.ts'
import { readJsonBody } from '../http/json-body.ts'
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

/** The account service of spec §7, mounted at /bible-api/api/v2. */
export function createAccountRouter({ db, verifyAccessToken }: AccountRouterOptions) {
  // Idempotent; lets the account service start on a database the identity provider has not touched yet.
  migrateIdentity(db)
  const members = createMemberStore(db)

  // A valid token for a member who no longer exists is as good as no token.
  const requireMember = requireBearer(verifyAccessToken, { isMember: (id) => members.findById(id) !== undefined })

  return new Hono()
    .get('/account', requireMember, (c) => {
      const member = members.findById(c.get('memberId'))
      return member ? c.json(toAccountView(member)) : unauthorized(c, TOKEN_INVALID)
    })
    .put('/account', requireMember, async (c) => {
      const read = await readJsonBody(c, MAX_BODY_BYTES)
      if (!read.ok) return read.response
      const parsed = parseAccountChange(read.body)
      if (!parsed.ok) return c.json({ message: parsed.message }, 400)
      const member = members.update(c.get('memberId'), parsed.change)
      return member ? c.json(toAccountView(member)) : unauthorized(c, TOKEN_INVALID)
    })
    .get('/sessions/:id/email', (c) => {
      const email = members.emailForSession(c.req.param('id'))
      if (email) return c.json({ result: 'Success', email })
      return c.json({ result: 'Error', email: '', message: 'No email is linked to this session.' }, 404)
    })
}
