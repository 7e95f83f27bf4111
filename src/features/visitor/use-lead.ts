import { settings } from '#src/lib/settings.ts'
import { storedLead, type Lead } from './lead-storage.ts'

/** The known lead, or null (always null when lead pathing is switched off). */
export function useLead(): Lead | null {
  const lead = storedLead.use()
  return settings.leadPathingBase === '' ? null : lead
}
