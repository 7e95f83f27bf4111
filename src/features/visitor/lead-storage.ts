import type { Lead } from '#machines/visitor/visitor.machine.ts'
import { log } from '#src/lib/log.ts'
import { storedValue } from '#src/lib/store.ts'

export type { Lead } from '#machines/visitor/visitor.machine.ts'

/** The lead, under its key (R-STORE-6). */
export const LEAD_STORAGE_KEY = 'rad-pathing'

function parseLead(raw: string | null): Lead | null {
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { id, email } = value as Record<string, unknown>
    return typeof id === 'string' && id !== '' && typeof email === 'string' ? { id, email } : null
  } catch {
    log.child('visitor').warn('ignoring an unreadable stored lead')
    return null
  }
}

/** The stored lead or null; a lead another tab stores arrives here too. */
export const storedLead = storedValue<Lead | null>({
  key: LEAD_STORAGE_KEY,
  parse: parseLead,
  serialize: (lead) => (lead ? JSON.stringify({ id: lead.id, email: lead.email }) : null),
})

export const readLead = (): Lead | null => storedLead.get()
export const writeLead = (lead: Lead): void => storedLead.set(lead)
export const subscribeLead = (listener: () => void): (() => void) => storedLead.subscribe(listener)
