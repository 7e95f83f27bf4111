import * as v from 'valibot'
import { calendarDate, objectWith, typedText } from './rules.ts'

/** The member's account (R-ACCT-1), as GET/PUT /bible-api/api/v2/account return it. */
export interface Account {
  id: string
  email: string
  firstName: string
  lastName: string
  name: string
  roles: string[]
  prayerPointsEarned: number
  prayerPointsRedeemed: number
  prayerPointsBalance: number
  relationshipStatus: string | null
  ageRange: string | null
  gender: string | null
  /** yyyy-mm-dd (R-ACCT-1): the reference service returns it (the onboarding dialog sets it). */
  birthday?: string | null
}

/** The genders an account change may set (PUT /account). */
export type Gender = 'Male' | 'Female' | 'Not Specified'
export const GENDERS = ['Male', 'Female', 'Not Specified'] as const satisfies readonly Gender[]

/** Text fields of an account change are at most this long. */
export const MAX_ACCOUNT_TEXT = 100

/** Nobody alive was born before this; an earlier date is a typing slip, not a birthday. */
export const EARLIEST_BIRTHDAY = '1900-01-01'

/**
 * Today's date where it is latest on Earth (UTC+14), so a birthday of "today" is accepted wherever the
 * member lives, and nothing later.
 */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10)

const birthday = v.pipe(
  calendarDate('birthday'),
  v.check((date) => date >= EARLIEST_BIRTHDAY, `birthday cannot be before ${EARLIEST_BIRTHDAY}.`),
  v.check((date) => date <= latestToday(), 'birthday cannot be in the future.'),
)

const choice = (field: string) => v.exactOptional(v.nullable(typedText(field, MAX_ACCOUNT_TEXT)))

/**
 * The body of PUT /bible-api/api/v2/account (R-ACCT-2: the account plus the changed fields). Only these fields
 * are written; the account's other fields (id, email, roles, prayer points) and any extra field are dropped,
 * because the app sends the whole account back.
 */
export const AccountChangeSchema = objectWith({
  firstName: v.exactOptional(typedText('firstName', MAX_ACCOUNT_TEXT)),
  lastName: v.exactOptional(typedText('lastName', MAX_ACCOUNT_TEXT)),
  name: v.exactOptional(typedText('name', MAX_ACCOUNT_TEXT)),
  relationshipStatus: choice('relationshipStatus'),
  ageRange: choice('ageRange'),
  gender: v.exactOptional(v.nullable(v.picklist(GENDERS, `gender must be one of ${GENDERS.join(', ')}.`))),
  birthday: v.exactOptional(v.nullable(birthday)),
})

export type AccountChange = v.InferOutput<typeof AccountChangeSchema>
