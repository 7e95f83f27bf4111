import type { Lead } from '../../../machines/visitor/visitor.machine.ts'
import { log } from '../../lib/log.ts'

export type { Lead } from '../../../machines/visitor/visitor.machine.ts'

/** The lead, as spec §9 names its key. */
export const LEAD_STORAGE_KEY = 'rad-pathing'

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedLead: Lead | null = null

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage
}

function parseLead(raw: string): Lead | null {
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

/** The stored lead or null; the same object while the stored text is unchanged (for useSyncExternalStore). */
export function readLead(): Lead | null {
  const raw = storage()?.getItem(LEAD_STORAGE_KEY) ?? null
  if (raw === cachedRaw) return cachedLead
  cachedRaw = raw
  cachedLead = raw === null ? null : parseLead(raw)
  return cachedLead
}

export function writeLead(lead: Lead): void {
  storage()?.setItem(LEAD_STORAGE_KEY, JSON.stringify({ id: lead.id, email: lead.email }))
  for (const listener of listeners) listener()
}

export function subscribeLead(listener: () => void): () => void {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}
