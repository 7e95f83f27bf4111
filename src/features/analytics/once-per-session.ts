/** Session-storage record of the events already sent in this browser session (R-ANLY-3, R-STORE-12). */
export const SENT_EVENTS_KEY = 'lamp-analytics-sent'

function readSent(storage: Storage | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SENT_EVENTS_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** True the first time a name is claimed in this session, false afterwards (and it records the claim). */
export function claimOncePerSession(name: string, storage: Storage | undefined): boolean {
  const sent = readSent(storage)
  if (sent.includes(name)) return false
  try {
    storage?.setItem(SENT_EVENTS_KEY, JSON.stringify([...sent, name]))
  } catch {
    // without storage the event is still sent; at worst it is sent again after a reload
  }
  return true
}
