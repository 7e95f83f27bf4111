import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import type { EmailLookup, ParameterDefinition } from '../../contracts/leads.ts'
import { resolveCulture } from '../content/request-context.ts'
import { emailForContact, emailForRecipient, emailForSession, found, missing, recordConversion } from './lookups.ts'
import { migrateLeads } from './migrations.ts'
import { inCulture } from './offer-translations.ts'
import { coregOffers, createOrGetLead, createPendingImpression, saveImpressions } from './repository.ts'
import { impressionsBody, pendingImpressionBody } from './requests.ts'
import { createUnsubscribeRouter } from './unsubscribe.ts'
import { absoluteHttpUrl, asObject, count, email, isRsid, LeadsError, optionalRsid, readJson, text } from './validate.ts'

export { listLeads } from './repository.ts'
export { listConversions } from './lookups.ts'
export { SEEDED } from './seed.ts'

/**
 * Which page query parameter fills each impression parameter (spec §3 "Parameter definition"):
 * the app reads `value` from the page address (or `pageId` from the page) and sends it under `key`.
 */
export const PARAMETER_DEFINITIONS: readonly ParameterDefinition[] = [
  { key: 'utm_source', value: 'utm_source' },
  { key: 'utm_medium', value: 'utm_medium' },
  { key: 'utm_campaign', value: 'utm_campaign' },
  { key: 'source_page', value: 'pageId' },
  { key: 'session_id', value: 'rsid' },
]

const MAX_ID = 100

function lookupId(value: string, what: string): string | EmailLookup {
  return value.trim() === '' || value.length > MAX_ID ? missing(`${what} must be 1 to ${MAX_ID} characters`) : value
}

function answer(c: Context, email: string | undefined, notFoundMessage: string): Response {
  return email === undefined ? c.json(missing(notFoundMessage), 404) : c.json(found(email))
}

/** The lead-pathing reference service (spec §7). The integrator mounts it at `/lead-pathing`. */
export function createLeadPathingRouter({ db }: { db: Database }): Hono {
  migrateLeads(db)
  const app = new Hono()

  app.onError((error, c) => {
    if (error instanceof LeadsError) return c.json({ message: error.message }, error.status)
    console.error('lead-pathing: unexpected error', error)
    return c.json({ message: 'internal error' }, 500)
  })
  app.notFound((c) => c.json({ message: `no lead-pathing endpoint at ${c.req.method} ${c.req.path}` }, 404))

  app.post('/leads', async (c) => {
    const body = asObject(await readJson(c.req.raw), 'request body')
    const { lead, created } = createOrGetLead(db, email(body), optionalRsid(body))
    return c.json(lead, created ? 201 : 200)
  })

  // Offers come in the reader's language, chosen from Accept-Language the way the content service chooses.
  app.get('/leads/:id/coreg-offers', (c) => c.json({
    offers: inCulture(db, coregOffers(db, c.req.param('id'), count(c.req.query('count'))), resolveCulture(c.req.header('Accept-Language'))),
  }))

  app.post('/offers/:id/pending-impressions', async (c) => {
    const pending = pendingImpressionBody(await readJson(c.req.raw))
    return c.json(createPendingImpression(db, c.req.param('id'), pending), 201)
  })

  app.post('/leads/:id/impressions', async (c) => {
    const leadId = c.req.param('id')
    return c.json(saveImpressions(db, leadId, impressionsBody(await readJson(c.req.raw), leadId)), 201)
  })

  app.get('/params', (c) => c.json(PARAMETER_DEFINITIONS))

  app.route('/unsubscribes', createUnsubscribeRouter({ db }))

  // Lookups answer in their own shape even when refusing, so a caller always reads result/email/message.
  app.get('/postup/recip/:id/email', (c) => {
    const id = lookupId(c.req.param('id'), 'recipient id')
    if (typeof id !== 'string') return c.json(id, 400)
    const siteId = c.req.query('siteId')?.trim() ?? ''
    if (siteId === '' || siteId.length > MAX_ID) return c.json(missing(`siteId must be 1 to ${MAX_ID} characters`), 400)
    return answer(c, emailForRecipient(db, id, siteId), `recipient ${id} not found for site ${siteId}`)
  })

  app.get('/sessions/:rsid/email', (c) => {
    const rsid = c.req.param('rsid')
    if (!isRsid(rsid)) return c.json(missing('rsid must match the session id format'), 400)
    return answer(c, emailForSession(db, rsid), `no email known for session ${rsid}`)
  })

  app.get('/get-response/contacts/:id/email', (c) => {
    const id = lookupId(c.req.param('id'), 'contact id')
    if (typeof id !== 'string') return c.json(id, 400)
    return answer(c, emailForContact(db, id), `contact ${id} not found`)
  })

  // contracts §2: the site segment is the literal `bible`.
  app.post('/facebookconversions/bible/event', async (c) => {
    const body = asObject(await readJson(c.req.raw), 'request body')
    const id = recordConversion(db, {
      event: text(body, 'event', 'event', 100),
      eventSourceUrl: absoluteHttpUrl(body, 'eventSourceUrl'),
      userAgent: text(body, 'userAgent', 'userAgent', 1000),
    })
    return c.json({ id }, 202)
  })

  return app
}
