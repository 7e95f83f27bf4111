import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  ConversionEventSchema, CoregOffersQuerySchema, ImpressionsInputSchema, LeadInputSchema, MAX_LEAD_ID, PendingImpressionInputSchema,
  RSID_PATTERN, type ParameterDefinition,
} from '#contracts/leads.ts'
import { typedText } from '#contracts/rules.ts'
import { resolveCulture } from '../content/request-context.ts'
import { BODY_LIMITS, readJson } from '../http/json-body.ts'
import { problem, problemNotFound, problemOnError, validationProblem } from '../http/problem.ts'
import { validJson, validParams, validQuery } from '../http/validation.ts'
import { emailForContact, emailForRecipient, emailForSession, found, missing, recordConversion } from './lookups.ts'
import { inCulture } from './offer-translations.ts'
import { coregOffers, createOrGetLead, createPendingImpression, saveImpressions } from './repository.ts'
import { createUnsubscribeRouter } from './unsubscribe.ts'
import { requestHeader } from '../http/request-headers.ts'

export { listLeads } from './repository.ts'
export { listConversions } from './lookups.ts'
export { SEEDED } from './seed.ts'

/**
 * Which page query parameter fills each impression parameter (R-LEAD-4, the parameter definitions):
 * the app reads `value` from the page address (or `pageId` from the page) and sends it under `key`.
 */
export const PARAMETER_DEFINITIONS: readonly ParameterDefinition[] = [
  { key: 'utm_source', value: 'utm_source' },
  { key: 'utm_medium', value: 'utm_medium' },
  { key: 'utm_campaign', value: 'utm_campaign' },
  { key: 'source_page', value: 'pageId' },
  { key: 'session_id', value: 'rsid' },
]

const lookupId = (what: string) => typedText(what, MAX_LEAD_ID)

/** The lead or offer named in the address. */
const IdParams = v.object({ id: lookupId('id') })

/**
 * Lookups answer in their own shape (R-VISIT-3: result, email, message) even when refusing, so a caller always reads
 * result/email/message; a refusal carries problem details as well, like every other error of the services.
 */
function refusedLookup(c: Context, status: 400 | 404, title: string, message: string): Response {
  return problem(c, status, title, message, { ...missing(message) })
}

function checkedLookup(c: Context, value: unknown, schema: v.GenericSchema<unknown, string>): string | Response {
  const checked = v.safeParse(schema, value)
  return checked.success ? checked.output : refusedLookup(c, 400, 'Invalid address', checked.issues[0].message)
}

function answer(c: Context, email: string | undefined, notFoundMessage: string): Response {
  return email === undefined ? refusedLookup(c, 404, 'Not Found', notFoundMessage) : c.json(found(email))
}

/** The lead-pathing reference service (R-CALL-8). The integrator mounts it at `/lead-pathing`. */
export function createLeadPathingRouter({ db }: { db: Database }): Hono {
  const app = new Hono()
  app.onError(problemOnError)
  app.notFound(problemNotFound)
  const small = readJson(BODY_LIMITS.small)

  app.post('/leads', small, validJson(LeadInputSchema), (c) => {
    const { email, rsid } = c.req.valid('json')
    const { lead, created } = createOrGetLead(db, email, rsid)
    return c.json(lead, created ? 201 : 200)
  })

  // Offers come in the reader's language, chosen from Accept-Language the way the content service chooses.
  app.get('/leads/:id/coreg-offers', validParams(IdParams), validQuery(CoregOffersQuerySchema), (c) => c.json({
    offers: inCulture(db, coregOffers(db, c.req.valid('param').id, c.req.valid('query').count), resolveCulture(requestHeader(c, 'accept-language'))),
  }))

  app.post('/offers/:id/pending-impressions', validParams(IdParams), small, validJson(PendingImpressionInputSchema), (c) =>
    c.json(createPendingImpression(db, c.req.valid('param').id, c.req.valid('json')), 201))

  app.post('/leads/:id/impressions', validParams(IdParams), readJson(BODY_LIMITS.impressions), validJson(ImpressionsInputSchema), (c) => {
    const leadId = c.req.valid('param').id
    const impressions = c.req.valid('json')
    const foreign = impressions.findIndex((impression) => impression.leadId !== leadId)
    if (foreign >= 0) return validationProblem(c, 'Invalid request body', { [`${foreign}.leadId`]: [`leadId must be the lead in the address (${leadId}).`] })
    return c.json(saveImpressions(db, leadId, impressions), 201)
  })

  app.get('/params', (c) => c.json(PARAMETER_DEFINITIONS))

  app.route('/unsubscribes', createUnsubscribeRouter({ db }))

  app.get('/postup/recip/:id/email', (c) => {
    const id = checkedLookup(c, c.req.param('id'), lookupId('recipient id'))
    if (typeof id !== 'string') return id
    const siteId = checkedLookup(c, c.req.query('siteId') ?? '', lookupId('siteId'))
    if (typeof siteId !== 'string') return siteId
    return answer(c, emailForRecipient(db, id, siteId), `recipient ${id} not found for site ${siteId}`)
  })

  app.get('/sessions/:rsid/email', (c) => {
    const rsid = checkedLookup(c, c.req.param('rsid'), v.pipe(v.string(), v.regex(RSID_PATTERN, 'rsid must match the session id format.')))
    if (typeof rsid !== 'string') return rsid
    return answer(c, emailForSession(db, rsid), `no email known for session ${rsid}`)
  })

  app.get('/get-response/contacts/:id/email', (c) => {
    const id = checkedLookup(c, c.req.param('id'), lookupId('contact id'))
    if (typeof id !== 'string') return id
    return answer(c, emailForContact(db, id), `contact ${id} not found`)
  })

  // R-CALL-8: the site segment is the literal `bible`.
  app.post('/facebookconversions/bible/event', small, validJson(ConversionEventSchema), (c) =>
    c.json({ id: recordConversion(db, c.req.valid('json')) }, 202))

  return app
}
