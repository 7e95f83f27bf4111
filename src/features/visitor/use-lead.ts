import { useSyncExternalStore } from 'react'
import { settings } from '../../lib/settings.ts'
import { readLead, subscribeLead, type Lead } from './lead-storage.ts'

/** The known lead, or null (always null when lead pathing is switched off). */
export function useLead(): Lead | null {
  const lead = useSyncExternalStore(subscribeLead, readLead, () => null)
  return settings.leadPathingBase === '' ? null : lead
}
