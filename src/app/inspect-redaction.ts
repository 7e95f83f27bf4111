/**
 * What leaves the tab for the Stately inspector must not carry secrets: the identity and session actors
 * hold tokens, emails and profile data. Every inspection event is copied into plain JSON-like data and
 * redacted on the way: values under secret-looking keys, and any email address or JWT inside a string.
 */
export const REDACTED = '[redacted]'

const SECRET_KEY = /token|email|id_token|refresh|password|secret|authorization|code_verifier/i
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g

export function redactString(value: string): string {
  return value.replace(JWT, REDACTED).replace(EMAIL, REDACTED)
}

interface ToJson { toJSON: () => unknown }
const hasToJson = (value: object): value is ToJson => typeof (value as Partial<ToJson>).toJSON === 'function'

/**
 * A redacted deep copy: `toJSON` is honoured (actors and snapshots describe themselves that way), functions
 * and symbols are dropped, cycles and anything deeper than `maxDepth` become markers.
 */
export function redactForInspection(value: unknown, maxDepth = 12): unknown {
  const seen = new WeakSet<object>()
  const copy = (current: unknown, depth: number, viaToJson = false): unknown => {
    if (typeof current === 'string') return redactString(current)
    if (current === null || typeof current !== 'object') {
      return typeof current === 'function' || typeof current === 'symbol' ? undefined : current
    }
    if (seen.has(current)) return '[circular]'
    if (depth >= maxDepth) return '[too deep]'
    seen.add(current)
    try {
      if (current instanceof Date) return current.toISOString()
      if (current instanceof Error) return { name: current.name, message: redactString(current.message) }
      // As JSON.stringify does: toJSON once per value, never again on what it returned.
      if (!viaToJson && hasToJson(current)) return copy(current.toJSON(), depth + 1, true)
      if (Array.isArray(current)) return current.map((item) => copy(item, depth + 1) ?? null)
      const out: Record<string, unknown> = {}
      for (const [key, item] of Object.entries(current)) {
        if (SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '') {
          out[key] = REDACTED
          continue
        }
        const cleaned = copy(item, depth + 1)
        if (cleaned !== undefined) out[key] = cleaned
      }
      return out
    } finally {
      seen.delete(current)
    }
  }
  return copy(value, 0)
}
