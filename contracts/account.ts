/** The member's account (spec §3 Account), as GET/PUT /bible-api/api/v2/account return it. */
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
  /** yyyy-mm-dd. Beyond spec §3: the reference service returns it (the onboarding dialog sets it). */
  birthday?: string | null
}

/** The genders an account change may set (PUT /account). */
export type Gender = 'Male' | 'Female' | 'Not Specified'
export const GENDERS: readonly Gender[] = ['Male', 'Female', 'Not Specified']
