import { $fetch, type FetchOptions } from 'ofetch'
import type { EmailLookup, Lead } from '../../../../contracts/leads.ts'
import { settings } from '../../../lib/settings.ts'

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

export function leadPathing<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  if (!leadPathingEnabled()) return Promise.reject(new LeadPathingDisabled())
  const method = (options.method ?? 'GET').toUpperCase()
  // Only reads are retried (R-CALL-2, R-CALL-8); a POST could otherwise create twice.
  return $fetch<T, 'json'>(path, { ...options, baseURL: settings.leadPathingBase, retry: method === 'GET' ? 2 : 0 })
}

export const registerLead = (email: string, rsid: string) =>
  leadPathing<Lead>('/leads', { method: 'POST', body: rsid ? { email, rsid } : { email } })

export const lookupEmailBySession = (rsid: string) =>
  leadPathing<EmailLookup>(`/sessions/${encodeURIComponent(rsid)}/email`)

export const lookupEmailByRecipient = (recipId: string, siteId: string) =>
  leadPathing<EmailLookup>(`/postup/recip/${encodeURIComponent(recipId)}/email`, { query: { siteId } })

export const lookupEmailByContact = (contactId: string) =>
  leadPathing<EmailLookup>(`/get-response/contacts/${encodeURIComponent(contactId)}/email`)
