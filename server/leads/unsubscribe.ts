import { randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { writeTransaction } from '../db/write-transaction.ts'
import { BODY_LIMITS, readJson } from '../http/json-body.ts'
import { problem, problemOnError } from '../http/problem.ts'
import { validJson } from '../http/validation.ts'
import { UnsubscribeRequestSchema, type Unsubscription, type UnsubscribeList } from '#contracts/unsubscribe.ts'

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
  const record = writeTransaction(db, (email: string, list: UnsubscribeList) => {
    const created = insert.run(randomUUID(), email, list, new Date().toISOString()).changes === 1
    const row = byAddress.get(email, list)
    if (!row) throw new Error('the unsubscribe request was not stored')
    return { unsubscription: toUnsubscription(row), created }
  })

  const router = new Hono()
  router.onError(problemOnError)

  router.post(
    '/',
    // An address and a list name: the smallest body limit is plenty.
    readJson(BODY_LIMITS.small),
    validJson(UnsubscribeRequestSchema),
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
