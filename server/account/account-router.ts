import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { AccountChangeSchema } from '#contracts/account.ts'
import { requireBearer, TOKEN_INVALID, unauthorized } from '../http/bearer.ts'
import { BODY_LIMITS, readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { validJson } from '../http/validation.ts'
import { createMemberStore } from '../identity/members.ts'
import type { AccessTokenVerifier } from './access-token.ts'
import { toAccountView } from './account-view.ts'

export interface AccountRouterOptions {
  db: Database
  verifyAccessToken: AccessTokenVerifier
}

/** The account service (R-CALL-4), mounted at /bible-api/api/v2. */
export function createAccountRouter({ db, verifyAccessToken }: AccountRouterOptions) {
  // Idempotent; lets the account service start on a database the identity provider has not touched yet.
  const members = createMemberStore(db)

  // A valid token for a member who no longer exists is as good as no token.
  const requireMember = requireBearer(verifyAccessToken, { isMember: (id) => members.findById(id) !== undefined })

  return new Hono()
    .get('/account', requireMember, (c) => {
      const member = members.findById(c.get('memberId'))
      return member ? c.json(toAccountView(member)) : unauthorized(c, TOKEN_INVALID)
    })
    .put('/account', requireMember, readJson(BODY_LIMITS.small), validJson(AccountChangeSchema), (c) => {
      const member = members.update(c.get('memberId'), c.req.valid('json'))
      return member ? c.json(toAccountView(member)) : unauthorized(c, TOKEN_INVALID)
    })
    .get('/sessions/:id/email', (c) => {
      const email = members.emailForSession(c.req.param('id'))
      if (email) return c.json({ result: 'Success', email })
      // The lookup's own shape (R-VISIT-3: result, email, message) on top of problem details.
      const message = 'No email is linked to this session.'
      return problem(c, 404, 'Not Found', message, { result: 'Error', email: '', message })
    })
}
