import { randomUUID } from 'node:crypto'
import { vValidator } from '@hono/valibot-validator'
import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { BaseIssue } from 'valibot'
import type { FieldErrors, ProblemDetails, ValidationProblem } from '../../contracts/problem.ts'
import { UnsubscribeRequestSchema, type Unsubscription, type UnsubscribeList } from '../../contracts/unsubscribe.ts'

/** The lead-pathing migration that stores requests: one row per address and list, whatever the address's case. */
export const UNSUBSCRIBES_SQL = `
  CREATE TABLE unsubscribes (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    list TEXT NOT NULL,
    requested_at TEXT NOT NULL,
    UNIQUE (email, list)
  );
`

/** A request is an address and a list name: a kilobyte is plenty, and nothing larger is read. */
const MAX_BODY_BYTES = 1024
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8'

const problem = (c: Context, status: ContentfulStatusCode, title: string, detail: string, errors?: FieldErrors): Response => {
  const body: ProblemDetails | ValidationProblem = errors ? { type: 'Error', title, status: 400, detail, errors } : { type: 'Error', title, status, detail }
  return c.json(body, status, { 'Content-Type': PROBLEM_TYPE })
}

/** Valibot issues as decision 0007's field errors: the dot-joined path (`''` for the body itself) to its messages. */
function fieldErrors(issues: readonly BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = (issue.path ?? []).map((item) => String(item.key)).join('.')
    ;(errors[field] ??= []).push(issue.message)
  }
  return errors
}

interface Row { id: string; email: string; list: UnsubscribeList; requested_at: string }
const toUnsubscription = ({ id, email, list, requested_at }: Row): Unsubscription => ({ id, email, list, requestedAt: requested_at })

/**
 * Requests to stop a list's emails (the unsubscribe page records one and shows its confirmation): POST
 * /unsubscribes records it once per address and list, so repeating it is harmless; GET /unsubscribes/{id}
 * answers it again. Mounted inside the lead-pathing service, whose migrations create the table.
 */
export function createUnsubscribeRouter({ db }: { db: Database }): Hono {
  const insert = db.prepare('INSERT INTO unsubscribes (id, email, list, requested_at) VALUES (?, ?, ?, ?) ON CONFLICT (email, list) DO NOTHING')
  const byAddress = db.prepare<[string, string], Row>('SELECT id, email, list, requested_at FROM unsubscribes WHERE email = ? AND list = ?')
  const byId = db.prepare<[string], Row>('SELECT id, email, list, requested_at FROM unsubscribes WHERE id = ?')
  // One statement decides whether this request is the first, so two tabs asking at once record one row.
  const record = db.transaction((email: string, list: UnsubscribeList) => {
    const created = insert.run(randomUUID(), email, list, new Date().toISOString()).changes === 1
    const row = byAddress.get(email, list)
    if (!row) throw new Error('the unsubscribe request was not stored')
    return { unsubscription: toUnsubscription(row), created }
  })

  const router = new Hono()
  router.onError((error, c) => {
    // Hono's JSON validator refuses a body that is not JSON (or not declared as JSON) before Valibot sees it.
    if (error instanceof HTTPException && error.status === 400) return problem(c, 400, 'Invalid request', error.message, { '': [error.message] })
    console.error('unsubscribe: unexpected error', error)
    return problem(c, 500, 'Internal Server Error', 'The request could not be recorded; nothing was changed.')
  })

  router.post(
    '/',
    async (c, next) => {
      if (/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(c.req.header('Content-Type') ?? '')) return next()
      return problem(c, 415, 'Unsupported Media Type', 'Send the request as JSON (Content-Type: application/json).')
    },
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => problem(c, 413, 'Payload Too Large', `The body may be at most ${MAX_BODY_BYTES} bytes.`) }),
    vValidator('json', UnsubscribeRequestSchema, (result, c) => {
      if (!result.success) return problem(c, 400, 'Invalid request', 'The request has invalid fields.', fieldErrors(result.issues))
      return undefined
    }),
    (c) => {
      const { email, list } = c.req.valid('json')
      const { unsubscription, created } = record(email, list)
      return c.json(unsubscription, created ? 201 : 200)
    },
  )

  router.get('/:id', (c) => {
    const row = c.req.param('id').length <= 64 ? byId.get(c.req.param('id')) : undefined
    return row ? c.json(toUnsubscription(row)) : problem(c, 404, 'Not Found', 'There is no unsubscribe request with this id.')
  })
  return router
}
