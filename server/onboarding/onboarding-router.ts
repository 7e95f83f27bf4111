import { randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { createMemberStore } from '../identity/members.ts'
import { readJsonBody } from '../http/json-body.ts'
import { requireBearer, type VerifyAccessToken } from '../http/bearer.ts'
import { migrateOnboarding } from './schema.ts'
import type { ResponseRecord } from '../../contracts/onboarding.ts'
import { MAX_BODY_BYTES, parseClaimIds, parseResponseRecord } from './validate.ts'

export interface OnboardingRouterOptions {
  db: Database
  verifyAccessToken: VerifyAccessToken
}

export interface SavedResponse extends ResponseRecord {
  id: string
  createdAt: string
}

/** Thrown inside the claim transaction so that better-sqlite3 rolls every change back. */
class ClaimRefused extends Error {
  constructor(readonly status: 404 | 409, message: string) {
    super(message)
  }
}

/** The onboarding service of spec §7, mounted at /global/api/v2/onboarding/bible. */
export function createOnboardingRouter({ db, verifyAccessToken }: OnboardingRouterOptions) {
  migrateOnboarding(db)
  const members = createMemberStore(db)
  const insert = db.prepare(`INSERT INTO onboarding_responses
    (id, page_id, question_id, question_text, response_id, response_text, step_number, total_steps, created_at)
    VALUES (@id, @pageId, @questionId, @questionText, @responseId, @responseText, @stepNumber, @totalSteps, @createdAt)`)
  const ownerOf = db.prepare<[string], { member_id: string | null }>('SELECT member_id FROM onboarding_responses WHERE id = ?')
  const attach = db.prepare('UPDATE onboarding_responses SET member_id = ?, claimed_at = ? WHERE id = ? AND member_id IS NULL')

  // All or nothing: one foreign or unknown id and no answer changes hands.
  const claim = db.transaction((memberId: string, ids: string[]) => {
    const now = new Date().toISOString()
    for (const id of ids) {
      const row = ownerOf.get(id)
      if (!row) throw new ClaimRefused(404, `Response ${id} does not exist.`)
      if (row.member_id !== null && row.member_id !== memberId) throw new ClaimRefused(409, `Response ${id} belongs to another member.`)
      attach.run(memberId, now, id)
    }
    return ids
  })

  return new Hono()
    // Anonymous on purpose: visitors answer before they have an account (spec §6).
    .post('/questions/:questionId/responses', async (c) => {
      const read = await readJsonBody(c, MAX_BODY_BYTES)
      if (!read.ok) return read.response
      const parsed = parseResponseRecord(read.body, c.req.param('questionId'))
      if (!parsed.ok) return c.json({ message: parsed.message }, 400)
      const saved: SavedResponse = { id: randomUUID(), ...parsed.value, createdAt: new Date().toISOString() }
      insert.run(saved)
      return c.json(saved, 201)
    })
    .put('/responses/claim', requireBearer(verifyAccessToken, { isMember: (id) => members.findById(id) !== undefined }), async (c) => {
      const read = await readJsonBody(c, MAX_BODY_BYTES)
      if (!read.ok) return read.response
      const parsed = parseClaimIds(read.body)
      if (!parsed.ok) return c.json({ message: parsed.message }, 400)
      try {
        return c.json({ ids: claim(c.get('memberId'), parsed.value) })
      } catch (error) {
        if (error instanceof ClaimRefused) return c.json({ message: error.message }, error.status)
        throw error
      }
    })
}
