import * as v from 'valibot'

/**
 * The building blocks every schema in contracts/ is made of (decision 0007), so "a name", "an id" and "a date"
 * mean the same thing in every wire shape. Messages name the field, for a developer or next to a form field.
 */

/** C0 and C1 control characters (NUL, escape, DEL, …): never part of anything a person types or an id. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u

/** Text a person types: trimmed, not empty, at most `max` characters, no control characters. */
export const typedText = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be text.`),
    v.trim(),
    v.nonEmpty(`${field} must not be empty.`),
    v.maxLength(max, `${field} must be at most ${max} characters.`),
    v.regex(NO_CONTROL_CHARACTERS, `${field} must not contain control characters.`),
  )

/** Text that may be empty (a value copied from a page address, say), still bounded and free of control characters. */
export const boundedText = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be text.`),
    v.maxLength(max, `${field} must be at most ${max} characters.`),
    v.regex(NO_CONTROL_CHARACTERS, `${field} must not contain control characters.`),
  )

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A UUID in its 8-4-4-4-12 form, lower-cased. */
export const uuid = (field: string) =>
  v.pipe(v.string(`${field} must be a UUID.`), v.regex(UUID, `${field} must be a UUID.`), v.toLowerCase())

/** Whether `yyyy-mm-dd` names a real calendar day (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

/** A calendar day written `yyyy-mm-dd` and nothing else: no time, no offset, no 30 February. */
export const calendarDate = (field: string) =>
  v.pipe(
    v.string(`${field} must be a date (yyyy-mm-dd).`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (yyyy-mm-dd).`),
    v.check(isCalendarDate, `${field} is not a real calendar day.`),
  )

/** A whole number from `min` to `max`. */
export const wholeNumber = (field: string, min: number, max: number) =>
  v.pipe(
    v.number(`${field} must be a whole number from ${min} to ${max}.`),
    v.integer(`${field} must be a whole number from ${min} to ${max}.`),
    v.minValue(min, `${field} must be a whole number from ${min} to ${max}.`),
    v.maxValue(max, `${field} must be a whole number from ${min} to ${max}.`),
  )

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Any JSON object (never an array or null), its fields unchecked. */
export const jsonRecord = (field: string) => v.custom<Record<string, unknown>>(isRecord, `${field} must be a JSON object.`)

/** The message for a missing or an unexpected key, named after the key. */
const keyMessage = (issue: v.BaseIssue<unknown>) => {
  const key = String(issue.path?.at(-1)?.key ?? '')
  return issue.received === 'undefined' ? `${key} is required.` : `${key} is not a known field.`
}

/** A JSON object (never an array or null) with exactly these fields. */
export const exactObject = <const E extends v.ObjectEntries>(entries: E, what = 'The body') =>
  v.pipe(v.custom<Record<string, unknown>>(isRecord, `${what} must be a JSON object.`), v.strictObject(entries, keyMessage))

/** A JSON object with these fields; other fields are allowed and dropped (for contracts that allow extra fields). */
export const objectWith = <const E extends v.ObjectEntries>(entries: E, what = 'The body') =>
  v.pipe(v.custom<Record<string, unknown>>(isRecord, `${what} must be a JSON object.`), v.object(entries, keyMessage))

/** A list of at most `max` items. */
export const listOf = <const S extends v.GenericSchema>(item: S, field: string, min: number, max: number) =>
  v.pipe(
    v.array(item, `${field} must be a JSON list.`),
    v.minLength(min, `${field} must hold at least ${min} item${min === 1 ? '' : 's'}.`),
    v.maxLength(max, `${field} may hold at most ${max} items.`),
  )
