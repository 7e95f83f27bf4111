import * as v from 'valibot'
import { boundedText, exactObject, jsonRecord, listOf, typedText } from './rules.ts'

/** Shapes of the lead-pathing service (R-LEAD, R-CALL-8). */

/** The answer every email lookup gives, whichever service is asked (R-VISIT-3). */
export interface EmailLookup {
  result: 'Success' | 'Error'
  email: string
  message: string
}

/** A lead (R-LEAD-1): id and email; the service may add the caller's own session id (never another visitor's). */
export interface Lead {
  id: string
  email: string
  rsid?: string
}

/** A co-registration offer as the service lists it. */
export interface Offer {
  id: string
  title: string
  description: string
  imageUrl?: string
  advertiser?: string
}

/** A parameter definition (R-LEAD-4): `value` names the page query parameter that fills `key`. */
export interface ParameterDefinition {
  key: string
  value: string
}

export interface Parameter {
  key: string
  value: string
}

/** An impression without id and outcome (R-LEAD-4): the body of POST /offers/:id/pending-impressions. */
export interface PendingImpressionInput {
  leadId: string
  pageId: string
  rsid: string
  parameters: Parameter[]
  metaData: Record<string, unknown>
}

export interface PendingImpression extends PendingImpressionInput {
  id: string
  offerId: string
}

/** One item of POST /leads/:id/impressions. A known `id` updates that impression, so a retry is safe. */
export interface ImpressionInput extends PendingImpressionInput {
  id?: string
  offerId: string
  accepted: boolean
  pendingImpressionId: string | null
}

/** An impression (R-LEAD-5), as saved. */
export interface Impression extends PendingImpression {
  accepted: boolean
  pendingImpressionId: string | null
}

// Request bodies and queries (decision 0007). Loose where the real service is the authority (an email is
// "something@something.something"), strict about size, type and control characters.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An external rsid (R-SESS-6); the app's own generated ids (V + 3 digits + 12, R-SESS-5) also match it. */
export const RSID_PATTERN = /^[A-Za-z][A-Za-z0-9]\d{2}[a-z0-9]{12}$/
export const MAX_LEAD_ID = 100
export const MAX_LEAD_TEXT = 500
export const MAX_PARAMETERS = 50
export const MAX_IMPRESSIONS = 50
export const MAX_META_DATA_JSON = 4000
export const MAX_OFFER_COUNT = 10

export const leadEmail = v.pipe(typedText('email', 254), v.regex(EMAIL, 'email must be an email address.'))

/** Absent, null or '' mean "no session" (the app registers a lead even when its session failed); all become ''. */
const optionalRsid = (field: string) => {
  const message = `${field} must match the session id format.`
  return v.pipe(
    v.exactOptional(v.nullable(v.union([v.literal(''), v.pipe(v.string(message), v.regex(RSID_PATTERN, message))], message)), ''),
    v.transform((value) => value ?? ''),
  )
}

/** The body of POST /lead-pathing/leads. */
export const LeadInputSchema = exactObject({ email: leadEmail, rsid: optionalRsid('rsid') })

const ParameterSchema = exactObject({ key: typedText('key', MAX_LEAD_ID), value: boundedText('value', MAX_LEAD_TEXT) }, 'A parameter')

/** Free-form, but an object, and small enough not to turn the service into a file store. */
const MetaDataSchema = v.pipe(
  v.exactOptional(jsonRecord('metaData'), {}),
  v.check((meta) => JSON.stringify(meta).length <= MAX_META_DATA_JSON, `metaData must be at most ${MAX_META_DATA_JSON} characters of JSON.`),
)

const impressionCore = {
  leadId: typedText('leadId', MAX_LEAD_ID),
  pageId: typedText('pageId', 200),
  rsid: optionalRsid('rsid'),
  parameters: v.exactOptional(listOf(ParameterSchema, 'parameters', 0, MAX_PARAMETERS), []),
  metaData: MetaDataSchema,
}

/** The body of POST /lead-pathing/offers/{id}/pending-impressions. */
export const PendingImpressionInputSchema = exactObject(impressionCore) satisfies v.GenericSchema<unknown, PendingImpressionInput>

const ImpressionInputSchema = exactObject({
  ...impressionCore,
  id: v.exactOptional(typedText('id', MAX_LEAD_ID)),
  offerId: typedText('offerId', MAX_LEAD_ID),
  accepted: v.boolean('accepted must be true or false.'),
  pendingImpressionId: v.pipe(
    v.exactOptional(v.nullable(typedText('pendingImpressionId', MAX_LEAD_ID)), null),
    v.transform((value) => value ?? null),
  ),
}, 'An impression') satisfies v.GenericSchema<unknown, ImpressionInput>

/** The body of POST /lead-pathing/leads/{id}/impressions: the reader's answers, each as its own impression. */
export const ImpressionsInputSchema = listOf(ImpressionInputSchema, 'The body', 1, MAX_IMPRESSIONS)

/** The body of POST /lead-pathing/facebookconversions/bible/event. */
export const ConversionEventSchema = exactObject({
  event: typedText('event', 100),
  eventSourceUrl: v.pipe(
    typedText('eventSourceUrl', 2000),
    v.check((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'eventSourceUrl must be an absolute http(s) URL.'),
  ),
  userAgent: typedText('userAgent', 1000),
})

/** The query of GET /lead-pathing/leads/{id}/coreg-offers: `count` from 1 to 10, 1 when left out. */
export const CoregOffersQuerySchema = v.object({
  count: v.pipe(
    v.exactOptional(v.string(`count must be a whole number from 1 to ${MAX_OFFER_COUNT}.`), '1'),
    v.regex(/^\d{1,2}$/, `count must be a whole number from 1 to ${MAX_OFFER_COUNT}.`),
    v.transform(Number),
    v.number(),
    v.minValue(1, `count must be a whole number from 1 to ${MAX_OFFER_COUNT}.`),
    v.maxValue(MAX_OFFER_COUNT, `count must be a whole number from 1 to ${MAX_OFFER_COUNT}.`),
  ),
})
