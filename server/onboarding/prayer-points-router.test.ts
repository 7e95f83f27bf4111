import type { Database } from 'better-sqlite3'
import type { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import { DISABLED_ONBOARDING_ID, FIRST_VISIT_ID } from './seed.ts'
import { answer, createOnboardingTestApp, json, MEMBERS, ONBOARDING_BASE, POINTS_BASE } from './testing.ts'

let app: Hono
let db: Database
beforeEach(() => { ({ app, db } = createOnboardingTestApp()) })

const redeem = (bearer?: string, contentId = FIRST_VISIT_ID) => app.request(`${POINTS_BASE}/onboarding/${contentId}`, json('POST', '', bearer))
const earned = (memberId: string) =>
  db.prepare('SELECT prayer_points_earned AS earned, prayer_points_redeemed AS redeemed FROM members WHERE id = ?').get(memberId)

/** What the app does before redeeming: post the answers, then claim them. */
async function answerAndClaim(memberId: string, pageId = FIRST_VISIT_ID) {
  const ids: string[] = []
  for (const step of [1, 2, 3]) {
    const response = await app.request(`${ONBOARDING_BASE}/questions/q${step}/responses`, json('POST', answer(step, { pageId })))
    ids.push(((await response.json()) as { id: string }).id)
  }
  await app.request(`${ONBOARDING_BASE}/responses/claim`, json('PUT', ids, memberId))
}

describe('POST /onboarding/{contentId}', () => {
  it('requires a bearer token', async () => {
    expect((await redeem()).status).toBe(401)
    expect((await redeem('forged')).status).toBe(401)
  })

  it('refuses a valid token of a member who no longer exists', async () => {
    await answerAndClaim(MEMBERS.grace)
    db.prepare('DELETE FROM members WHERE id = ?').run(MEMBERS.grace)
    expect((await redeem(MEMBERS.grace)).status).toBe(401)
    expect(db.prepare('SELECT count(*) FROM prayer_point_transactions').pluck().get()).toBe(0)
  })

  it('awards 100 points once per member and item, then answers an empty list', async () => {
    await answerAndClaim(MEMBERS.grace)
    const first = await redeem(MEMBERS.grace)
    expect(first.status).toBe(200)
    const body = (await first.json()) as { transactions: Array<Record<string, unknown>> }
    expect(body.transactions).toEqual([expect.objectContaining({ points: 100, reason: 'onboarding', contentId: FIRST_VISIT_ID })])
    expect(body.transactions[0]?.['id']).toEqual(expect.any(String))
    expect(earned(MEMBERS.grace)).toEqual({ earned: 100, redeemed: 0 })

    const again = await redeem(MEMBERS.grace)
    expect(await again.json()).toEqual({ transactions: [] })
    expect(earned(MEMBERS.grace)).toEqual({ earned: 100, redeemed: 0 })
  })

  it("keeps each member's redemption separate", async () => {
    await answerAndClaim(MEMBERS.grace)
    await answerAndClaim(MEMBERS.john)
    await redeem(MEMBERS.grace)
    expect(((await (await redeem(MEMBERS.john)).json()) as { transactions: unknown[] }).transactions).toHaveLength(1)
    expect(earned(MEMBERS.john)).toEqual({ earned: 100, redeemed: 0 })
  })

  it('gives nothing to a member who has no answers on the item', async () => {
    const response = await redeem(MEMBERS.grace)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ title: 'Forbidden', detail: 'Answer and claim the onboarding questions before redeeming points.' })
    expect(earned(MEMBERS.grace)).toEqual({ earned: 0, redeemed: 0 })
  })

  it('gives nothing for a switched-off, unknown or malformed item', async () => {
    await answerAndClaim(MEMBERS.grace, DISABLED_ONBOARDING_ID)
    const disabled = await redeem(MEMBERS.grace, DISABLED_ONBOARDING_ID)
    expect(disabled.status).toBe(404)
    expect(await disabled.json()).toMatchObject({ title: 'Not Found', detail: 'There is no onboarding item with this id.' })
    expect((await redeem(MEMBERS.grace, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await redeem(MEMBERS.grace, 'not-a-uuid')).status).toBe(400)
    expect(earned(MEMBERS.grace)).toEqual({ earned: 0, redeemed: 0 })
  })
})
