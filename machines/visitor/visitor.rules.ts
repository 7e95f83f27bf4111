/**
 * Pure rules the visitor machine decides by. Kept apart from the chart so each rule can be read (and
 * tested) on its own, and so the chart file stays about states, not string handling.
 */

/** Page query parameters the start-up reads (R-VISIT-2). Values arrive as strings or not at all. */
export interface VisitorQuery {
  email?: string | undefined
  rsid?: string | undefined
  vid?: string | undefined
  recipId?: string | undefined
  siteId?: string | undefined
  subid?: string | undefined
  action?: string | undefined
}

/** What every email lookup answers, whichever service asks (R-VISIT-3). */
export interface EmailLookupResult {
  result: 'Success' | 'Error'
  email: string
  message: string
}

// Deliberately loose: the lead service is the authority on addresses; this only keeps obvious junk
// (a bare name, "a@b", whitespace) from becoming a lead.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

// R-SESS-6: a letter, a letter or digit, 2 digits, then 12 lowercase alphanumerics. Duplicated from the
// session machine on purpose (one regex) so machines/visitor does not depend on machines/session.
const EXTERNAL_RSID_PATTERN = /^[A-Za-z][A-Za-z0-9]\d{2}[a-z0-9]{12}$/

export function isEmailAddress(value: string | undefined): value is string {
  return value !== undefined && EMAIL_PATTERN.test(value.trim())
}

export function isValidExternalRsid(value: string | undefined): value is string {
  return value !== undefined && EXTERNAL_RSID_PATTERN.test(value)
}

/** The first of rsid, vid that is a well-formed external session id; an ill-formed one is ignored, not an error. */
export function externalSessionId(query: VisitorQuery): string | null {
  return [query.rsid, query.vid].find(isValidExternalRsid) ?? null
}

/** `action` may carry several values (`onboarding,login`), the way the onboarding check reads "contains". */
export function asksForLogin(action: string | undefined): boolean {
  return (action ?? '').split(/[\s,]+/).some((part) => part.toLowerCase() === 'login')
}

/** A trimmed, non-empty value, or null: an empty `?subid=` names nothing to look up. */
export function present(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/** Addresses compare case-insensitively, so `Reader@Example.com` reuses the lead stored for `reader@example.com`. */
export function sameEmail(a: string | undefined, b: string): boolean {
  return a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** A lookup counts only if the service says Success and hands back something that looks like an address. */
export function foundEmail(answer: EmailLookupResult): string | null {
  return answer.result === 'Success' && isEmailAddress(answer.email) ? answer.email.trim() : null
}

export function lookupFailureMessage(answer: EmailLookupResult): string {
  if (answer.result === 'Success') return 'lookup succeeded without a usable email address'
  return answer.message || 'lookup returned Error'
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The lookups of R-VISIT-2 in its order (then rsid or vid, first the account service, then the lead service;
 * then recipId with siteId; then subid), after the address's own email. The machine works through this list,
 * so its order is the order of the requests.
 */
export const EMAIL_LOOKUPS = ['accountSession', 'leadSession', 'recipient', 'getResponseContact'] as const
export type EmailLookupSource = (typeof EMAIL_LOOKUPS)[number]
export type EmailSource = 'address' | EmailLookupSource
export const EMAIL_SOURCES: readonly EmailSource[] = ['address', ...EMAIL_LOOKUPS]

/** One lookup, with what its service is asked with. */
export type EmailLookupRequest =
  | { source: 'accountSession'; sessionId: string }
  | { source: 'leadSession'; rsid: string }
  | { source: 'recipient'; recipId: string; siteId: string }
  | { source: 'getResponseContact'; contactId: string }

/** What a visit offers the lookups: its address and two settings. */
export interface LookupVisit {
  query: VisitorQuery
  /** False when the lead-pathing base is empty: every lead-service lookup is skipped (R-VISIT-6). */
  leadPathingEnabled: boolean
  /** The `siteId` setting, for a `recipId` that comes without its own `siteId`. */
  siteId: string | null
}

/** How each source is asked, or null when this visit gives it nothing to ask with (then it is skipped, never requested). */
const LOOKUP_REQUESTS: { [S in EmailLookupSource]: (visit: LookupVisit) => Extract<EmailLookupRequest, { source: S }> | null } = {
  accountSession: ({ query }) => {
    const sessionId = externalSessionId(query)
    return sessionId ? { source: 'accountSession', sessionId } : null
  },
  leadSession: ({ query, leadPathingEnabled }) => {
    const rsid = externalSessionId(query)
    return rsid && leadPathingEnabled ? { source: 'leadSession', rsid } : null
  },
  recipient: ({ query, leadPathingEnabled, siteId }) => {
    const recipId = present(query.recipId)
    const site = present(query.siteId) ?? siteId
    return recipId && site && leadPathingEnabled ? { source: 'recipient', recipId, siteId: site } : null
  },
  getResponseContact: ({ query, leadPathingEnabled }) => {
    const contactId = present(query.subid)
    return contactId && leadPathingEnabled ? { source: 'getResponseContact', contactId } : null
  },
}

/** The lookups this visit makes if each one finds nothing, in the order of `EMAIL_LOOKUPS`. */
export function plannedLookups(visit: LookupVisit): EmailLookupRequest[] {
  return EMAIL_LOOKUPS.flatMap((source) => LOOKUP_REQUESTS[source](visit) ?? [])
}
