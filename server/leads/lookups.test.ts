import type { Database } from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase, SCHEMA } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { listConversions } from './lookups.ts'
import { createLeadPathingRouter, PARAMETER_DEFINITIONS, SEEDED } from './router.ts'

let db: Database
let app: ReturnType<typeof createLeadPathingRouter>

beforeEach(() => {
  db = createDatabase(':memory:')
  app = createLeadPathingRouter({ db })
})
afterEach(() => { db.close() })

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T

describe('email lookups', () => {
  it.each([
    ['session', `/sessions/${SEEDED.sessionRsid}/email`, SEEDED.sessionEmail],
    ['recipient', `/postup/recip/${SEEDED.recipientId}/email?siteId=${SEEDED.recipientSiteId}`, SEEDED.recipientEmail],
    ['GetResponse contact', `/get-response/contacts/${SEEDED.contactId}/email`, SEEDED.contactEmail],
  ])('finds the seeded %s', async (_, path, email) => {
    const response = await app.request(path)
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ result: 'Success', email, message: '' })
  })

  it.each([
    ['session', '/sessions/Vz99zzzzzzzzzzzz/email'],
    ['recipient', `/postup/recip/9999/email?siteId=${SEEDED.recipientSiteId}`],
    ['recipient of another site', `/postup/recip/${SEEDED.recipientId}/email?siteId=other`],
    ['GetResponse contact', '/get-response/contacts/gr-0/email'],
  ])('answers 404 Error for an unknown %s', async (_, path) => {
    const response = await app.request(path)
    expect(response.status).toBe(404)
    // The lookup's own shape, and problem details like every other error.
    expect(await json(response)).toMatchObject({ result: 'Error', email: '', message: expect.stringMatching(/not found|no email/), type: 'Error', title: 'Not Found', status: 404 })
  })

  it.each([
    ['an ill-formed rsid', '/sessions/abc/email', 'rsid must match the session id format.'],
    ['a recipient without siteId', `/postup/recip/${SEEDED.recipientId}/email`, 'siteId must not be empty.'],
    ['an overlong contact id', `/get-response/contacts/${'x'.repeat(101)}/email`, 'contact id must be at most 100 characters.'],
    ['an overlong recipient id', `/postup/recip/${'1'.repeat(101)}/email?siteId=lamp`, 'recipient id must be at most 100 characters.'],
    ['a NUL in a contact id', '/get-response/contacts/gr%00/email', 'contact id must not contain control characters.'],
  ])('refuses %s with 400', async (_, path, message) => {
    const response = await app.request(path)
    expect(response.status).toBe(400)
    expect(await json(response)).toMatchObject({ result: 'Error', email: '', message, type: 'Error', title: 'Invalid address', status: 400, detail: message })
  })
})

describe('GET /params', () => {
  it('names the page query parameter behind each impression parameter', async () => {
    const params = await json<Array<{ key: string; value: string }>>(await app.request('/params'))
    expect(params).toEqual(PARAMETER_DEFINITIONS)
    expect(params).toContainEqual({ key: 'source_page', value: 'pageId' })
  })
})

describe('POST /facebookconversions/bible/event', () => {
  const send = (body: unknown) =>
    app.request('/facebookconversions/bible/event', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const event = { event: 'Lead', eventSourceUrl: 'https://lamp.example/verses/hope', userAgent: 'Mozilla/5.0' }

  it('stores the event and answers 202', async () => {
    const response = await send(event)
    expect(response.status).toBe(202)
    expect(await json(response)).toEqual({ id: 1 })
    expect(listConversions(db)).toEqual([event])
  })

  it.each([
    ['no event', { ...event, event: '' }, 'event', 'event must not be empty.'],
    ['a relative eventSourceUrl', { ...event, eventSourceUrl: '/verses/hope' }, 'eventSourceUrl', 'eventSourceUrl must be an absolute http(s) URL.'],
    ['a non-http eventSourceUrl', { ...event, eventSourceUrl: 'javascript:alert(1)' }, 'eventSourceUrl', 'eventSourceUrl must be an absolute http(s) URL.'],
    ['no userAgent', { event: 'Lead', eventSourceUrl: event.eventSourceUrl }, 'userAgent', 'userAgent is required.'],
  ])('refuses %s with 400 and stores nothing', async (_, body, field, message) => {
    const response = await send(body)
    expect(response.status).toBe(400)
    expect(await json(response)).toMatchObject({ status: 400, errors: { [field]: [message] } })
    expect(listConversions(db)).toEqual([])
  })

  it('only knows the bible site segment', async () => {
    const response = await app.request('/facebookconversions/other/event', { method: 'POST', body: JSON.stringify(event) })
    expect(response.status).toBe(404)
  })
})

describe('migration', () => {
  it('runs once: a second router on the same database keeps its data and seeds nothing twice', () => {
    db.prepare("INSERT INTO leads (id, email, rsid, created_at) VALUES ('l1', 'a@example.com', '', 'now')").run()
    migrate(db, SCHEMA)
    createLeadPathingRouter({ db })
    expect(db.prepare('SELECT count(*) FROM leads').pluck().get()).toBe(1)
    expect(db.prepare('SELECT count(*) FROM offers').pluck().get()).toBe(4)
  })
})
