import { randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { ClaimIdsSchema, QuestionParamsSchema, ResponseRecordSchema, type ResponseRecord } from '#contracts/onboarding.ts'
import { writeTransaction } from '../db/write-transaction.ts'
import { requireBearer, type VerifyAccessToken } from '../http/bearer.ts'
import { BODY_LIMITS, readJson } from '../http/json-body.ts'
import { problem, validationProblem } from '../http/problem.ts'
import { validJson, validParams } from '../http/validation.ts'
import { createMemberStore } from '../identity/members.ts'

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

/** The onboarding service (R-CALL-6, R-CALL-7), mounted at /global/api/v2/onboarding/bible. */
export function createOnboardingRouter({ db, verifyAccessToken }: OnboardingRouterOptions) {
  const members = createMemberStore(db)
  const insert = db.prepare(`INSERT INTO onboarding_responses
    (id, page_id, question_id, question_text, response_id, response_text, step_number, total_steps, created_at)
    VALUES (@id, @pageId, @questionId, @questionText, @responseId, @responseText, @stepNumber, @totalSteps, @createdAt)`)
  const ownerOf = db.prepare<[string], { member_id: string | null }>('SELECT member_id FROM onboarding_responses WHERE id = ?')
  const attach = db.prepare('UPDATE onboarding_responses SET member_id = ?, claimed_at = ? WHERE id = ? AND member_id IS NULL')

  // All or nothing: one foreign or unknown id and no answer changes hands.
  const claim = writeTransaction(db, (memberId: string, ids: string[]) => {
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
    // Anonymous on purpose: visitors answer before they have an account (R-ONB-13).
    .post('/questions/:questionId/responses', validParams(QuestionParamsSchema), readJson(BODY_LIMITS.small), validJson(ResponseRecordSchema), (c) => {
      const record = c.req.valid('json')
      if (record.questionId !== c.req.valid('param').questionId) {
        return validationProblem(c, 'Invalid request body', { questionId: ['questionId must match the question in the address.'] })
      }
      const saved: SavedResponse = { id: randomUUID(), ...record, createdAt: new Date().toISOString() }
      insert.run(saved)
      return c.json(saved, 201)
    })
    .put('/responses/claim', requireBearer(verifyAccessToken, { isMember: (id) => members.findById(id) !== undefined }),
      readJson(BODY_LIMITS.small), validJson(ClaimIdsSchema), (c) => {
        try {
          // Duplicates count once.
          return c.json({ ids: claim(c.get('memberId'), [...new Set(c.req.valid('json'))]) })
        } catch (error) {
          if (error instanceof ClaimRefused) return problem(c, error.status, error.status === 404 ? 'Not Found' : 'Conflict', error.message)
          throw error
        }
      })
}
