/** Shapes of the lead-pathing service (spec §3, §7; contracts §2). */

/** The answer every email lookup gives, whichever service is asked (spec §7). */
export interface EmailLookup {
  result: 'Success' | 'Error'
  email: string
  message: string
}

/** Spec §3 Lead: id and email; the service may add the session id it was registered with. */
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

/** Spec §3 "Parameter definition": `value` names the page query parameter that fills `key`. */
export interface ParameterDefinition {
  key: string
  value: string
}

export interface Parameter {
  key: string
  value: string
}

/** Spec §3 Impression without id and outcome: the body of POST /offers/:id/pending-impressions. */
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

/** Spec §3 Impression, as saved. */
export interface Impression extends PendingImpression {
  accepted: boolean
  pendingImpressionId: string | null
}
