import { randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { writeTransaction } from '../db/write-transaction.ts'
import { createMemberStore } from '../identity/members.ts'
import { requireBearer, type VerifyAccessToken } from '../http/bearer.ts'
import { RedeemParamsSchema } from '#contracts/onboarding.ts'
import { problem } from '../http/problem.ts'
import { validParams } from '../http/validation.ts'

/** R-PTS-2: completing onboarding is worth 100 points, once per account and onboarding item. */
export const ONBOARDING_POINTS = 100

export interface PrayerPointsRouterOptions {
  db: Database
  verifyAccessToken: VerifyAccessToken
}

/** Points are only for an enabled `onboarding` item of the content: without this check any uuid would be worth 100 points. */
function onboardingItemInContent(db: Database): (contentId: string) => boolean {
  const live = db.prepare<[string], { ok: number }>(`SELECT 1 AS ok FROM content
    WHERE id = ? AND content_type = 'onboarding' AND json_extract(properties, '$.enableOnboarding') = 1`)
  return (contentId) => live.get(contentId) !== undefined
}

export interface PrayerPointTransaction {
  id: string
  points: number
  reason: 'onboarding'
  contentId: string
  createdAt: string
}

/** The prayer-points part of the account service (R-CALL-5), mounted at /bible-api/api/v2/prayer-points. */
export function createPrayerPointsRouter({ db, verifyAccessToken }: PrayerPointsRouterOptions) {
  const members = createMemberStore(db)
  const record = db.prepare(`INSERT OR IGNORE INTO prayer_point_transactions (id, member_id, points, reason, content_id, created_at)
    VALUES (@id, @memberId, @points, @reason, @contentId, @createdAt)`)
  // Points only for answers this member actually gave (and claimed) on this item: a uuid alone earns nothing.
  const answered = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM onboarding_responses WHERE member_id = ? AND lower(page_id) = ?')
  const itemIsLive = onboardingItemInContent(db)

  const redeem = writeTransaction(db, (memberId: string, contentId: string): PrayerPointTransaction[] => {
    const transaction: PrayerPointTransaction = {
      id: randomUUID(), points: ONBOARDING_POINTS, reason: 'onboarding', contentId, createdAt: new Date().toISOString(),
    }
    // The unique (member, reason, item) key makes a repeat a no-op, even when two requests race.
    if (record.run({ ...transaction, memberId }).changes === 0) return []
    members.addPrayerPoints(memberId, ONBOARDING_POINTS)
    return [transaction]
  })

  const requireMember = requireBearer(verifyAccessToken, { isMember: (id) => members.findById(id) !== undefined })
  return new Hono().post('/onboarding/:contentId', requireMember, validParams(RedeemParamsSchema), (c) => {
    const { contentId } = c.req.valid('param')
    if (!itemIsLive(contentId)) return problem(c, 404, 'Not Found', 'There is no onboarding item with this id.')
    const memberId = c.get('memberId')
    if ((answered.get(memberId, contentId)?.n ?? 0) === 0) {
      return problem(c, 403, 'Forbidden', 'Answer and claim the onboarding questions before redeeming points.')
    }
    return c.json({ transactions: redeem(memberId, contentId) })
  })
}
