import type { Database } from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/database.ts'
import type { Unsubscription } from '#contracts/unsubscribe.ts'
import { createLeadPathingRouter } from './router.ts'

let db: Database
let app: ReturnType<typeof createLeadPathingRouter>

beforeEach(() => {
  db = createDatabase(':memory:')
  db.pragma('foreign_keys = ON')
  app = createLeadPathingRouter({ db })
})
afterEach(() => { db.close() })

const post = (body: string, contentType = 'application/json') =>
  app.request('/unsubscribes', { method: 'POST', headers: { 'Content-Type': contentType }, body })
const unsubscribe = (body: unknown) => post(JSON.stringify(body))
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T
const rows = () => db.prepare('SELECT count(*) FROM unsubscribes').pluck().get()

describe('POST /unsubscribes', () => {
  it('records a request to stop the daily emails and returns it as the confirmation', async () => {
    const response = await unsubscribe({ email: '  reader@example.com ' })
    expect(response.status).toBe(201)
    expect(await json(response)).toEqual({ id: expect.any(String) as unknown, email: 'reader@example.com', list: 'daily-devotions', requestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown })
    expect(rows()).toBe(1)
  })

  it('is idempotent: the same address (in any case) gets the first confirmation back, and nothing more is stored', async () => {
    const first = await json<Unsubscription>(await unsubscribe({ email: 'reader@example.com', list: 'daily-devotions' }))
    const again = await unsubscribe({ email: 'Reader@Example.com' })
    expect(again.status).toBe(200)
    expect(await json(again)).toEqual(first)
    const [a, b] = await Promise.all([unsubscribe({ email: 'two@example.com' }), unsubscribe({ email: 'two@example.com' })])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(rows()).toBe(2)
  })

  it('answers bad fields with 400 problem details naming each field, and stores nothing', async () => {
    const cases: Array<[body: unknown, field: string]> = [
      [{}, 'email'],
      [{ list: 'daily-devotions' }, 'email'],
      [{ email: '' }, 'email'],
      [{ email: '   ' }, 'email'],
      [{ email: 'not-an-address' }, 'email'],
      [{ email: 'a\u0000b@example.com' }, 'email'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email'],
      [{ email: 42 }, 'email'],
      [{ email: 'reader@example.com', list: 'weekly' }, 'list'],
      [{ email: 'reader@example.com', admin: true }, 'admin'],
    ]
    for (const [body, field] of cases) {
      const response = await unsubscribe(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
      const problem = await json<{ type: string; status: number; errors: Record<string, string[]> }>(response)
      expect(problem).toMatchObject({ type: 'Error', status: 400 })
      expect(problem.errors[field]?.length, JSON.stringify(body)).toBeGreaterThan(0)
    }
    const missing = await json<{ errors: Record<string, string[]> }>(await unsubscribe({}))
    expect(missing.errors).toEqual({ email: ['Enter the email address the devotions are sent to.'] })
    expect(rows()).toBe(0)
  })

  it('refuses a body that is not JSON, not an object, or too large to be a request, before reading it', async () => {
    const form = await post('email=reader@example.com', 'application/x-www-form-urlencoded')
    expect(form.status).toBe(415)
    expect(await json(form)).toMatchObject({ type: 'Error', status: 415 })
    const broken = await post('{"email":')
    expect(broken.status).toBe(400)
    expect(Object.keys((await json<{ errors: object }>(broken)).errors)).toEqual([''])
    for (const body of [['reader@example.com'], 'reader@example.com', null]) {
      const response = await unsubscribe(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await json<{ errors: Record<string, string[]> }>(response)).errors, JSON.stringify(body)).not.toEqual({})
    }
    const huge = await unsubscribe({ email: 'reader@example.com', padding: 'x'.repeat(600_000) })
    expect(huge.status).toBe(413)
    expect(await json(huge)).toMatchObject({ type: 'Error', status: 413 })
    expect(rows()).toBe(0)
  })
})

describe('GET /unsubscribes/{id}', () => {
  it('confirms a recorded request, and 404s an unknown one', async () => {
    const recorded = await json<Unsubscription>(await unsubscribe({ email: 'reader@example.com' }))
    const confirmation = await app.request(`/unsubscribes/${recorded.id}`)
    expect(confirmation.status).toBe(200)
    expect(await json(confirmation)).toEqual(recorded)
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x'.repeat(500)]) {
      const missing = await app.request(`/unsubscribes/${id}`)
      expect(missing.status).toBe(404)
      expect(await json(missing)).toMatchObject({ type: 'Error', title: 'Not Found', status: 404, detail: 'There is no unsubscribe request with this id.' })
    }
  })
})
