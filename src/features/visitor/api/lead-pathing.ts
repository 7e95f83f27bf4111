import type { EmailLookup, Lead } from '#contracts/leads.ts'
import { createHttp, type HttpOptions } from '#src/lib/http.ts'
import { settings } from '#src/lib/settings.ts'

/**
 * The lead-pathing service (R-CALL-8) on `settings.leadPathingBase`. With the setting empty
 * every call is refused here, before any request: callers check `leadPathingEnabled()` first, this is the
 * backstop.
 */
export const leadPathingEnabled = (): boolean => settings.leadPathingBase !== ''

export class LeadPathingDisabled extends Error {
  constructor() {
    super('lead pathing is switched off (leadPathingBase is empty)')
  }
}

/** Under the app's HTTP policy (its deadlines; reads retried, a POST never, as it could create twice). */
export function leadPathing<T>(path: string, options: HttpOptions = {}): Promise<T> {
  if (!leadPathingEnabled()) return Promise.reject(new LeadPathingDisabled())
  return createHttp({ baseURL: settings.leadPathingBase, retries: 2 })<T>(path, options)
}

export const registerLead = (email: string, rsid: string) =>
  leadPathing<Lead>('/leads', { method: 'POST', body: rsid ? { email, rsid } : { email } })

export const lookupEmailBySession = (rsid: string) =>
  leadPathing<EmailLookup>(`/sessions/${encodeURIComponent(rsid)}/email`)

export const lookupEmailByRecipient = (recipId: string, siteId: string) =>
  leadPathing<EmailLookup>(`/postup/recip/${encodeURIComponent(recipId)}/email`, { query: { siteId } })

export const lookupEmailByContact = (contactId: string) =>
  leadPathing<EmailLookup>(`/get-response/contacts/${encodeURIComponent(contactId)}/email`)
