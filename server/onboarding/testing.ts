import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { createContentWriter } from '../db/content-writer.ts'
import { createDatabase } from '../db/database.ts'
import { createOnboardingRouter } from './onboarding-router.ts'
import { createPrayerPointsRouter } from './prayer-points-router.ts'
import { FIRST_VISIT_ID, onboardingSeed } from './seed.ts'

/** Test support: a fresh in-memory database with the content root, the onboarding items and two members. */
export const ONBOARDING_BASE = '/global/api/v2/onboarding/bible'
export const POINTS_BASE = '/bible-api/api/v2/prayer-points'
export const MEMBERS = { grace: 'member-grace', john: 'member-john' } as const

export function createOnboardingTestApp(): { app: Hono; db: Database } {
  const db = createDatabase(':memory:')
  const write = createContentWriter(db)
  write(null, { contentType: 'homePage', name: 'Lamp', urlSegment: 'lamp', sortOrder: 0 })
  onboardingSeed.run(write, db)
  const insertMember = db.prepare(`INSERT INTO members (id, email, password_hash, created_at, updated_at)
    VALUES (?, ?, 'unused', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`)
  for (const id of Object.values(MEMBERS)) insertMember.run(id, `${id}@example.com`)
  // The token is the member id; anything else is no good, as the real verifier answers for a forged token.
  const verifyAccessToken = async (token: string) => {
    if (!Object.values<string>(MEMBERS).includes(token)) return undefined
    return { sub: token }
  }
  const app = new Hono()
    .route(ONBOARDING_BASE, createOnboardingRouter({ db, verifyAccessToken }))
    .route(POINTS_BASE, createPrayerPointsRouter({ db, verifyAccessToken }))
  return { app, db }
}

export function answer(step: number, overrides: Record<string, unknown> = {}) {
  return {
    pageId: FIRST_VISIT_ID, questionId: `q${step}`, questionText: `Question ${step}`, responseId: `q${step}r1`,
    responseText: `Answer ${step}`, stepNumber: step, totalSteps: 3, ...overrides,
  }
}

export function json(method: string, body: unknown, bearer?: string): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (bearer) headers['Authorization'] = `Bearer ${bearer}`
  return { method, body: typeof body === 'string' ? body : JSON.stringify(body), headers }
}
