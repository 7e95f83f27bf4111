import * as v from 'valibot'

/** The email lists a reader can stop; Lamp sends one (the morning, afternoon and evening devotions). */
export const UNSUBSCRIBE_LISTS = ['daily-devotions'] as const
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number]

/** The longest address SMTP allows (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254

/**
 * POST /lead-pathing/unsubscribes: stop a list's emails to an address (decision 0007's rules: trimmed, non-empty,
 * no control characters, bounded, exact list names, no extra fields). `list` defaults to the daily devotions.
 */
const EMAIL_REQUIRED = 'Enter the email address the devotions are sent to.'

export const UnsubscribeRequestSchema = v.strictObject({
  email: v.pipe(
    v.string(EMAIL_REQUIRED),
    v.trim(),
    v.nonEmpty(EMAIL_REQUIRED),
    v.maxLength(MAX_EMAIL_LENGTH, `An email address has at most ${MAX_EMAIL_LENGTH} characters.`),
    // The address pattern admits no control characters (NUL included), as decision 0007 asks.
    v.email('Enter a valid email address, like name@example.com.'),
  ),
  list: v.optional(v.picklist(UNSUBSCRIBE_LISTS, `list must be one of: ${UNSUBSCRIBE_LISTS.join(', ')}.`), 'daily-devotions'),
}, (issue) => {
  // The object's own issues: a missing email, a field it does not have, or a body that is no object at all.
  if (issue.expected === '"email"') return EMAIL_REQUIRED
  if (issue.expected === 'never') return `There is no field ${String(issue.input)}: send email and, optionally, list.`
  return 'The body must be a JSON object with an email address.'
})
export type UnsubscribeRequest = v.InferInput<typeof UnsubscribeRequestSchema>

/**
 * The recorded request, which is also its confirmation: the same address and list always give the same `id`
 * and `requestedAt` (the first request's), so asking twice changes nothing. GET /lead-pathing/unsubscribes/{id}
 * returns it again.
 */
export interface Unsubscription {
  id: string
  email: string
  list: UnsubscribeList
  requestedAt: string
}
