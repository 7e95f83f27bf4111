import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { AccountChangeSchema } from '#contracts/account.ts'
import { fieldIssues } from '#src/lib/field-issues.ts'
import { accountUpdateBody, type AccountChange } from './api/update-account.ts'

/** The fields the profile form edits, named as the account service names them. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'relationshipStatus', 'ageRange', 'gender', 'birthday'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export const isProfileField = (name: string): name is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(name)

/** What the form says next to a field the service refused, in the reader's language (never the service's English). */
export const REFUSED: Record<ProfileField, MessageDescriptor> = {
  firstName: msg`Enter your first name, up to 100 characters.`,
  lastName: msg`Enter your last name, up to 100 characters.`,
  relationshipStatus: msg`Choose one of the options.`,
  ageRange: msg`Choose one of the options.`,
  gender: msg`Choose one of the options.`,
  birthday: msg`Choose a day that is not in the future.`,
}

/** A name left empty (or only spaces) is asked for plainly; any other broken rule gets the field's refusal. */
const MISSING: Partial<Record<ProfileField, MessageDescriptor>> = {
  firstName: msg`Enter your first name.`,
  lastName: msg`Enter your last name.`,
}

/**
 * The change checked against the account service's own schema (contracts/account.ts), before it is sent: what the
 * service would refuse is said next to its field without a round trip. Empty when the service would take it.
 */
export function profileProblems(change: AccountChange): Partial<Record<ProfileField, MessageDescriptor>> {
  const problems: Partial<Record<ProfileField, MessageDescriptor>> = {}
  for (const [field, kind] of fieldIssues(AccountChangeSchema, accountUpdateBody(change))) {
    // Fields the form does not edit (`name`, made of the two names) are left to the service's answer.
    if (isProfileField(field)) problems[field] = (kind === 'non_empty' && MISSING[field]) || REFUSED[field]
  }
  return problems
}
