import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { UnsubscribeRequestSchema } from '#contracts/unsubscribe.ts'
import { fieldIssues } from '#src/lib/field-issues.ts'

/** What the form says next to an address the lead service refuses, in the reader's language. */
export const INVALID_EMAIL = msg`Enter a valid email address, like name@example.com.`
const MISSING_EMAIL = msg`Enter the email address the devotions are sent to.`

/**
 * The address checked against the lead service's own schema (contracts/unsubscribe.ts) before it is sent: a missing or
 * malformed one is explained without a round trip. Null when the service would take it.
 */
export function emailProblem(email: string): MessageDescriptor | null {
  const kind = fieldIssues(UnsubscribeRequestSchema, { email }).get('email')
  if (kind === undefined) return null
  return kind === 'non_empty' ? MISSING_EMAIL : INVALID_EMAIL
}
