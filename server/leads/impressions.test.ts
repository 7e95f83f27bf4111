import type { Database } from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/database.ts'
import { createLeadPathingRouter } from './router.ts'

let db: Database
let app: ReturnType<typeof createLeadPathingRouter>
let leadId: string
let pendingId: string

const RSID = 'V123abcdefghijkl'
const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T
const countImpressions = () => db.prepare('SELECT count(*) FROM impressions').pluck().get()

beforeEach(async () => {
  // A temporary in-memory database per test: nothing outlives the test.
  db = createDatabase(':memory:')
  db.pragma('foreign_keys = ON')
  app = createLeadPathingRouter({ db })
  leadId = (await json<{ id: string }>(await post('/leads', { email: 'reader@example.com', rsid: RSID }))).id
  pendingId = (await json<{ id: string }>(await post('/offers/offer-psalms-30/pending-impressions', { leadId, pageId: '/', rsid: RSID }))).id
})
afterEach(() => { db.close() })

const impression = (more: Record<string, unknown> = {}) => ({
  leadId, pageId: '/bible', rsid: RSID, parameters: [{ key: 'source_page', value: '/bible' }], metaData: {},
  offerId: 'offer-psalms-30', accepted: true, pendingImpressionId: pendingId, ...more,
})

describe('POST /leads/{id}/impressions', () => {
  it('stores the list and returns it with ids', async () => {
    const response = await post(`/leads/${leadId}/impressions`, [impression(), impression({ offerId: 'offer-prayer-journal', accepted: false, pendingImpressionId: null })])
    expect(response.status).toBe(201)
    const saved = await json<Array<Record<string, unknown>>>(response)
    expect(saved).toEqual([
      { id: expect.any(String), ...impression() },
      { id: expect.any(String), ...impression({ offerId: 'offer-prayer-journal', accepted: false, pendingImpressionId: null }) },
    ])
    expect(countImpressions()).toBe(2)
  })

  it('updates an impression sent again with its id instead of duplicating it', async () => {
    const [first] = await json<Array<{ id: string }>>(await post(`/leads/${leadId}/impressions`, [impression()]))
    const again = await post(`/leads/${leadId}/impressions`, [impression({ id: first?.id, accepted: false })])
    expect(again.status).toBe(201)
    expect(countImpressions()).toBe(1)
    expect(db.prepare('SELECT accepted FROM impressions').pluck().get()).toBe(0)
  })

  it('answers 404 for an unknown lead, offer or pending impression, and saves none of the batch', async () => {
    expect((await post('/leads/nobody/impressions', [impression({ leadId: 'nobody' })])).status).toBe(404)
    const unknownOffer = await post(`/leads/${leadId}/impressions`, [impression({ pendingImpressionId: null }), impression({ offerId: 'nope', pendingImpressionId: null })])
    expect(unknownOffer.status).toBe(404)
    expect(await json(unknownOffer)).toMatchObject({ status: 404, detail: 'impressions[1]: offer nope not found' })
    const unknownPending = await post(`/leads/${leadId}/impressions`, [impression({ pendingImpressionId: 'nope' })])
    expect(await json(unknownPending)).toMatchObject({ title: 'Not Found', status: 404, detail: 'impressions[0]: pending impression nope not found' })
    expect(countImpressions()).toBe(0)
  })

  it("stores a new impression under the client's own id, so the client can send it again safely", async () => {
    const response = await post(`/leads/${leadId}/impressions`, [impression({ id: 'client-chosen-1' })])
    expect(response.status).toBe(201)
    expect(await json(response)).toEqual([{ ...impression(), id: 'client-chosen-1' }])
    expect(db.prepare('SELECT id, lead_id FROM impressions').all()).toEqual([{ id: 'client-chosen-1', lead_id: leadId }])
  })

  it("refuses an impression id that is another lead's, and leaves that impression as it was", async () => {
    const [theirs] = await json<Array<{ id: string }>>(await post(`/leads/${leadId}/impressions`, [impression()]))
    const otherLead = (await json<{ id: string }>(await post('/leads', { email: 'other@example.com', rsid: RSID }))).id
    const response = await post(`/leads/${otherLead}/impressions`, [impression({ id: theirs?.id, leadId: otherLead, accepted: false, pendingImpressionId: null })])
    expect(response.status).toBe(400)
    expect(await json(response)).toMatchObject({ title: 'Bad Request', detail: `impressions[0]: impression ${theirs?.id} belongs to another lead` })
    expect(db.prepare('SELECT lead_id, accepted FROM impressions').all()).toEqual([{ lead_id: leadId, accepted: 1 }])
  })

  it("refuses another lead's pending impression for the same offer", async () => {
    const otherLead = (await json<{ id: string }>(await post('/leads', { email: 'other@example.com', rsid: RSID }))).id
    const response = await post(`/leads/${otherLead}/impressions`, [impression({ leadId: otherLead })])
    expect(response.status).toBe(400)
    expect(await json(response)).toMatchObject({ title: 'Bad Request', detail: `impressions[0]: pending impression ${pendingId} is for another offer or lead` })
    expect(countImpressions()).toBe(0)
  })

  it.each([
    ['an object instead of a list', {}, { errors: { '': ['The body must be a JSON list.'] } }],
    ['an empty list', [], { errors: { '': ['The body must hold at least 1 item.'] } }],
    ['another lead in the body', [{ leadId: 'someone-else' }], { title: 'Invalid request body', errors: { '0.leadId': [expect.stringMatching(/leadId must be the lead in the address/)] } }],
    ['accepted missing', [{ accepted: undefined }], { errors: { '0.accepted': ['accepted is required.'] } }],
    ['no offerId', [{ offerId: '' }], { errors: { '0.offerId': ['offerId must not be empty.'] } }],
    ['a bad rsid', [{ rsid: 'abc' }], { errors: { '0.rsid': ['rsid must match the session id format.'] } }],
    ['a pending impression of another offer', [{ offerId: 'offer-prayer-journal' }], { detail: expect.stringMatching(/another offer or lead/) }],
  ])('refuses %s with 400', async (_, items, problem) => {
    const body = Array.isArray(items) ? items.map((more: Record<string, unknown>) => impression(more)) : items
    const response = await post(`/leads/${leadId}/impressions`, body)
    expect(response.status).toBe(400)
    expect(await json(response)).toMatchObject({ type: 'Error', status: 400, ...problem })
    expect(countImpressions()).toBe(0)
  })
})
