import { GENDERS, type Gender } from '../../contracts/account.ts'
import type { MemberProfileChange } from '../identity/members.ts'

export const MAX_TEXT_LENGTH = 100
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/

export type ParsedChange = { ok: true; change: MemberProfileChange } | { ok: false; message: string }

class InvalidField extends Error {}

function text(body: Record<string, unknown>, key: string, { nullable }: { nullable: boolean }): string | null | undefined {
  const value = body[key]
  if (value === undefined) return undefined
  if (value === null && nullable) return null
  if (typeof value !== 'string') throw new InvalidField(`${key} must be a string${nullable ? ' or null' : ''}.`)
  const trimmed = value.trim()
  if (trimmed.length > MAX_TEXT_LENGTH) throw new InvalidField(`${key} must be at most ${MAX_TEXT_LENGTH} characters.`)
  return trimmed
}

/** yyyy-mm-dd (an ISO date-time is cut to its date); a real calendar day, not after today. */
function birthday(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return value
  const match = typeof value === 'string' ? DATE.exec(value) : null
  if (!match) throw new InvalidField('birthday must be a date (yyyy-mm-dd).')
  const [, year, month, day] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const iso = `${year}-${month}-${day}`
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) throw new InvalidField('birthday is not a valid date.')
  // Compared as text in the server's calendar: a birthday of "today" anywhere on Earth is allowed.
  const tomorrow = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10)
  if (iso > tomorrow) throw new InvalidField('birthday cannot be in the future.')
  return iso
}

function gender(value: unknown): Gender | null | undefined {
  if (value === undefined || value === null) return value
  if (typeof value === 'string' && (GENDERS as readonly string[]).includes(value)) return value as Gender
  throw new InvalidField(`gender must be one of ${GENDERS.join(', ')}.`)
}

/**
 * The writable part of a PUT /account body (spec §7: the account plus changed fields). id, email, roles and
 * prayer points are the server's and are ignored, as are fields this service does not know.
 */
export function parseAccountChange(body: unknown): ParsedChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'The body must be a JSON object.' }
  const input = body as Record<string, unknown>
  try {
    const candidate: MemberProfileChange = {}
    const assign = <K extends keyof MemberProfileChange>(key: K, value: MemberProfileChange[K] | undefined) => {
      if (value !== undefined) candidate[key] = value
    }
    const firstName = text(input, 'firstName', { nullable: false })
    const lastName = text(input, 'lastName', { nullable: false })
    assign('firstName', firstName ?? undefined)
    assign('lastName', lastName ?? undefined)
    assign('name', text(input, 'name', { nullable: false }) ?? undefined)
    assign('relationshipStatus', text(input, 'relationshipStatus', { nullable: true }))
    assign('ageRange', text(input, 'ageRange', { nullable: true }))
    assign('gender', gender(input['gender']))
    assign('birthday', birthday(input['birthday']))
    return { ok: true, change: candidate }
  } catch (error) {
    if (error instanceof InvalidField) return { ok: false, message: error.message }
    throw error
  }
}
