import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/database.ts'
import { createLeadPathingRouter, listLeads, SEEDED } from './router.ts'

let dir: string
let db: Database
let app: ReturnType<typeof createLeadPathingRouter>

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lamp-leads-'))
  db = createDatabase(join(dir, 'leads.sqlite'))
  db.pragma('foreign_keys = ON')
  app = createLeadPathingRouter({ db })
})
afterEach(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const RSID = 'V123abcdefghijkl'
const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T

async function newLead(email = 'reader@example.com') {
  return json<{ id: string; email: string; rsid: string }>(await post('/leads', { email, rsid: RSID }))
}

describe('POST /leads', () => {
  it('creates a lead once per address and returns the same lead for the same address in any case', async () => {
    const first = await post('/leads', { email: 'reader@example.com', rsid: RSID })
    expect(first.status).toBe(201)
    const lead = await json(first)
    expect(lead).toEqual({ id: expect.any(String), email: 'reader@example.com', rsid: RSID })
    const again = await post('/leads', { email: 'Reader@Example.com' })
    expect(again.status).toBe(200)
    expect(await json(again)).toEqual({ ...lead, rsid: '' })
    expect(listLeads(db)).toEqual([lead])
  })

  it('answers another visitor’s address with the lead, but never that visitor’s session id', async () => {
    const OTHER_RSID = 'W987zyxwvutsrqpo'
    const first = await json(await post('/leads', { email: 'reader@example.com', rsid: RSID }))
    const response = await post('/leads', { email: 'reader@example.com', rsid: OTHER_RSID })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ id: first.id, email: 'reader@example.com', rsid: OTHER_RSID })
    expect(text).not.toContain(RSID)
    const anonymous = await app.request('/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'reader@example.com' }) })
    expect(await anonymous.text()).not.toContain(RSID)
  })

  it('links only the session the caller holds: another visitor’s stays linked to their own address', async () => {
    const OTHER_RSID = 'W987zyxwvutsrqpo'
    await post('/leads', { email: 'reader@example.com', rsid: RSID })
    // Someone who knows the reader's address asks for the lead with their own session, then links the session id the
    // answer names to their own address: all they can ever hold is their own.
    const answered = await json<{ rsid: string }>(await post('/leads', { email: 'reader@example.com', rsid: OTHER_RSID }))
    await post('/leads', { email: 'caller@example.com', rsid: answered.rsid })
    const lookup = async (rsid: string) => json(await app.request(`/sessions/${rsid}/email`))
    expect(await lookup(RSID)).toEqual({ result: 'Success', email: 'reader@example.com', message: '' })
    expect(await lookup(OTHER_RSID)).toEqual({ result: 'Success', email: 'caller@example.com', message: '' })
  })

  it('links the rsid to the address so a later session lookup finds it', async () => {
    await post('/leads', { email: 'new@example.com', rsid: RSID })
    expect(await json(await app.request(`/sessions/${RSID}/email`))).toEqual({ result: 'Success', email: 'new@example.com', message: '' })
  })

  it('accepts a lead without a session id (an empty rsid means none)', async () => {
    const response = await post('/leads', { email: 'reader@example.com', rsid: '' })
    expect(response.status).toBe(201)
    expect((await json(response)).rsid).toBe('')
    expect(db.prepare("SELECT count(*) FROM session_emails_leads WHERE rsid = ''").pluck().get()).toBe(0)
  })

  it.each([
    ['no body', '', { detail: 'The request body is empty; it must be JSON.' }],
    ['malformed JSON', '{"email":', { detail: 'The request body is not valid JSON.' }],
    ['a list', [], { errors: { '': ['The body must be a JSON object.'] } }],
    ['no email', { rsid: RSID }, { errors: { email: ['email is required.'] } }],
    ['a bad email', { email: 'reader@example' }, { errors: { email: ['email must be an email address.'] } }],
    ['a NUL in the email', { email: 'reader\u0000@example.com' }, { errors: { email: ['email must not contain control characters.'] } }],
    ['a bad rsid', { email: 'reader@example.com', rsid: 'abc' }, { errors: { rsid: ['rsid must match the session id format.'] } }],
    ['an unknown field', { email: 'reader@example.com', admin: true }, { errors: { admin: ['admin is not a known field.'] } }],
  ])('refuses %s with 400 and writes nothing', async (_, body, problem) => {
    const response = await post('/leads', body)
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    expect(await json(response)).toMatchObject({ type: 'Error', status: 400, ...problem })
    expect(listLeads(db)).toEqual([])
  })

  it('refuses a body that is not declared as JSON, and one over 16 KB, before reading it', async () => {
    const text = await app.request('/leads', { method: 'POST', body: JSON.stringify({ email: 'reader@example.com' }) })
    expect(text.status).toBe(415)
    const large = await post('/leads', { email: 'reader@example.com', rsid: 'x'.repeat(17_000) })
    expect(large.status).toBe(413)
    expect(await json(large)).toMatchObject({ type: 'Error', status: 413, title: 'Request body too large' })
    expect(listLeads(db)).toEqual([])
  })
})

describe('GET /leads/{id}/coreg-offers', () => {
  it('returns up to count seeded offers, in order, with their advertiser', async () => {
    const lead = await newLead()
    const response = await app.request(`/leads/${lead.id}/coreg-offers?count=2`)
    expect(response.status).toBe(200)
    const { offers } = await json<{ offers: Array<Record<string, unknown>> }>(response)
    expect(offers.map((offer) => offer.title)).toEqual(['Daily Devotional Newsletter', '30-Day Psalms Reading Plan (email course)'])
    expect(offers[0]).toEqual({ id: 'offer-daily-devotional', title: 'Daily Devotional Newsletter', description: expect.any(String), advertiser: 'Lamp Devotions' })
  })

  it("gives an offer's picture as imageUrl when it has one", async () => {
    db.prepare('UPDATE offers SET image_url = ? WHERE id = ?').run('/media/offers/psalms.webp', 'offer-psalms-30')
    const lead = await newLead()
    const { offers } = await json<{ offers: Array<Record<string, unknown>> }>(await app.request(`/leads/${lead.id}/coreg-offers?count=2`))
    expect(offers[0]).not.toHaveProperty('imageUrl')
    expect(offers[1]).toMatchObject({ id: 'offer-psalms-30', imageUrl: '/media/offers/psalms.webp' })
  })

  it('leaves out offers the lead has accepted or dismissed', async () => {
    const lead = await newLead()
    const base = { leadId: lead.id, pageId: '/bible', rsid: RSID, parameters: [], metaData: {} }
    await post(`/leads/${lead.id}/impressions`, [
      { ...base, offerId: 'offer-daily-devotional', accepted: true },
      { ...base, offerId: 'offer-prayer-journal', accepted: false },
    ])
    const { offers } = await json<{ offers: Array<{ id: string }> }>(await app.request(`/leads/${lead.id}/coreg-offers?count=10`))
    expect(offers.map((offer) => offer.id)).toEqual(['offer-psalms-30', 'offer-verse-of-the-day'])
  })

  it('answers 404 for an unknown lead', async () => {
    const response = await app.request('/leads/nobody/coreg-offers?count=1')
    expect(response.status).toBe(404)
    expect(await json(response)).toMatchObject({ type: 'Error', title: 'Not Found', status: 404, detail: 'lead nobody not found' })
  })

  it.each(['0', '11', '2.5', 'two', '1&count=2'])('refuses count=%s with 400', async (value) => {
    const lead = await newLead()
    const response = await app.request(`/leads/${lead.id}/coreg-offers?count=${value}`)
    expect(response.status).toBe(400)
    expect(await json(response)).toMatchObject({ title: 'Invalid query', errors: { count: ['count must be a whole number from 1 to 10.'] } })
  })
})

describe('POST /offers/{id}/pending-impressions', () => {
  it('stores a pending impression and returns it with its id', async () => {
    const lead = await newLead()
    const body = { leadId: lead.id, pageId: '/verses/hope', rsid: RSID, parameters: [{ key: 'utm_source', value: 'newsletter' }], metaData: { slot: 'sidebar' } }
    const response = await post(`/offers/${SEEDED.offerIds[1]}/pending-impressions`, body)
    expect(response.status).toBe(201)
    expect(await json(response)).toEqual({ id: expect.any(String), offerId: 'offer-psalms-30', ...body })
  })

  it('answers 404 for an unknown offer or lead', async () => {
    const lead = await newLead()
    const unknownOffer = await post('/offers/nope/pending-impressions', { leadId: lead.id, pageId: '/', rsid: RSID })
    expect(unknownOffer.status).toBe(404)
    expect(await json(unknownOffer)).toMatchObject({ status: 404, detail: 'offer nope not found' })
    const unknownLead = await post('/offers/offer-psalms-30/pending-impressions', { leadId: 'nobody', pageId: '/', rsid: RSID })
    expect(unknownLead.status).toBe(404)
  })

  it.each([
    ['no leadId', { pageId: '/' }, 'leadId', 'leadId is required.'],
    ['no pageId', { leadId: 'x' }, 'pageId', 'pageId is required.'],
    ['parameters that are not a list', { leadId: 'x', pageId: '/', parameters: {} }, 'parameters', 'parameters must be a JSON list.'],
    ['a parameter without key', { leadId: 'x', pageId: '/', parameters: [{ value: 'a' }] }, 'parameters.0.key', 'key is required.'],
    ['a parameter with a number value', { leadId: 'x', pageId: '/', parameters: [{ key: 'a', value: 1 }] }, 'parameters.0.value', 'value must be text.'],
    ['metaData that is not an object', { leadId: 'x', pageId: '/', metaData: 'x' }, 'metaData', 'metaData must be a JSON object.'],
    ['metaData over 4000 characters', { leadId: 'x', pageId: '/', metaData: { note: 'x'.repeat(4000) } }, 'metaData', 'metaData must be at most 4000 characters of JSON.'],
  ])('refuses %s with 400', async (_, body, field, message) => {
    const response = await post('/offers/offer-psalms-30/pending-impressions', body)
    expect(response.status).toBe(400)
    expect(await json(response)).toMatchObject({ status: 400, errors: { [field]: [message] } })
  })
})
