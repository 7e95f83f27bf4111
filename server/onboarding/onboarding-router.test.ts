import type { Database } from 'better-sqlite3'
import type { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, createOnboardingTestApp, json, MEMBERS, ONBOARDING_BASE } from './testing.ts'

let app: Hono
let db: Database
beforeEach(() => { ({ app, db } = createOnboardingTestApp()) })

const post = (body: unknown, questionId = 'q1') => app.request(`${ONBOARDING_BASE}/questions/${questionId}/responses`, json('POST', body))
const claim = (ids: unknown, bearer?: string) => app.request(`${ONBOARDING_BASE}/responses/claim`, json('PUT', ids, bearer))
const rows = () => db.prepare('SELECT id, member_id AS memberId FROM onboarding_responses ORDER BY rowid').all() as Array<{ id: string; memberId: string | null }>
async function saved(step: number): Promise<string> {
  const response = await post(answer(step), `q${step}`)
  return ((await response.json()) as { id: string }).id
}

describe('POST /questions/{questionId}/responses', () => {
  it('stores an anonymous answer and returns it with a new uuid', async () => {
    const response = await post(answer(1))
    expect(response.status).toBe(201)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject(answer(1))
    expect(body['id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(rows()).toEqual([{ id: body['id'], memberId: null }])
  })

  it.each([
    ['a missing pageId', answer(1, { pageId: undefined }), 'pageId', 'pageId is required.'],
    ['a blank questionText', answer(1, { questionText: '  ' }), 'questionText', 'questionText must not be empty.'],
    ['a NUL in responseText', answer(1, { responseText: 'Every\u0000day' }), 'responseText', 'responseText must not contain control characters.'],
    ['a questionId other than the address', answer(1, { questionId: 'q2' }), 'questionId', 'questionId must match the question in the address.'],
    ['an overlong responseText', answer(1, { responseText: 'x'.repeat(1001) }), 'responseText', 'responseText must be at most 1000 characters.'],
    ['an overlong responseId', answer(1, { responseId: 'x'.repeat(101) }), 'responseId', 'responseId must be at most 100 characters.'],
    ['step 0', answer(1, { stepNumber: 0 }), 'stepNumber', 'stepNumber must be a whole number from 1 to 100.'],
    ['a fractional step', answer(1, { stepNumber: 1.5 }), 'stepNumber', 'stepNumber must be a whole number from 1 to 100.'],
    ['a step given as text', answer(1, { stepNumber: '1' }), 'stepNumber', 'stepNumber must be a whole number from 1 to 100.'],
    ['totalSteps below stepNumber', answer(1, { stepNumber: 3, totalSteps: 2 }), 'totalSteps', 'totalSteps cannot be less than stepNumber.'],
    ['a missing totalSteps', answer(1, { totalSteps: undefined }), 'totalSteps', 'totalSteps is required.'],
    ['an unknown field', { ...answer(1), extra: 1 }, 'extra', 'extra is not a known field.'],
    ['an array', [answer(1)], '', 'The body must be a JSON object.'],
  ])('answers 400 naming the field and stores nothing for %s', async (_, body, field, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ type: 'Error', title: 'Invalid request body', status: 400, errors: { [field]: [message] } })
    expect(rows()).toEqual([])
  })

  it.each([
    ['text that is not JSON', '{"pageId":', 400],
    ['a body over 16 KB', JSON.stringify({ ...answer(1), padding: 'x'.repeat(17_000) }), 413],
  ])('answers %s with problem details and stores nothing', async (_, body, status) => {
    const response = await post(body)
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ type: 'Error', status })
    expect(rows()).toEqual([])
  })
})

describe('PUT /responses/claim', () => {
  it('requires a bearer token', async () => {
    const id = await saved(1)
    expect((await claim([id])).status).toBe(401)
    expect((await claim([id], 'forged')).status).toBe(401)
    expect(rows()[0]?.memberId).toBeNull()
  })

  it('refuses a valid token of a member who no longer exists, attaching nothing', async () => {
    const id = await saved(1)
    db.prepare('DELETE FROM members WHERE id = ?').run(MEMBERS.grace)
    expect((await claim([id], MEMBERS.grace)).status).toBe(401)
    expect(rows()[0]?.memberId).toBeNull()
  })

  it("attaches the answers to the bearer's account and returns their ids; claiming again is harmless", async () => {
    const ids = [await saved(1), await saved(2)]
    const response = await claim(ids, MEMBERS.grace)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ids })
    expect((await claim([ids[0]], MEMBERS.grace)).status).toBe(200)
    expect(rows().map((row) => row.memberId)).toEqual([MEMBERS.grace, MEMBERS.grace])
  })

  it("refuses the whole claim when one answer is someone else's, changing nothing", async () => {
    const [first, second] = [await saved(1), await saved(2)]
    await claim([first], MEMBERS.grace)
    const response = await claim([second, first], MEMBERS.john)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ type: 'Error', title: 'Conflict', status: 409, detail: `Response ${first} belongs to another member.` })
    expect(rows().map((row) => row.memberId)).toEqual([MEMBERS.grace, null])
  })

  it('refuses the whole claim when an id does not exist', async () => {
    const id = await saved(1)
    const response = await claim([id, '00000000-0000-4000-8000-000000000000'], MEMBERS.grace)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ title: 'Not Found', detail: 'Response 00000000-0000-4000-8000-000000000000 does not exist.' })
    expect(rows()[0]?.memberId).toBeNull()
  })

  it.each([
    ['an object', { ids: [] }, '', 'The body must be a JSON list.'],
    ['a non-uuid', ['q1'], '0', 'Every response id must be a UUID.'],
    ['more than 50 ids', Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
      '', 'The body may hold at most 50 items.'],
  ])('answers 400 for %s', async (_, body, field, message) => {
    const response = await claim(body, MEMBERS.grace)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ status: 400, errors: { [field]: [message] } })
  })
})
