import type { Member } from '../identity/members.ts'

/** The Account of spec §3, as GET/PUT /account return it. */
export interface AccountView {
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
  birthday: string | null
}

export function toAccountView(member: Member): AccountView {
  return {
    id: member.id,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    name: member.name,
    roles: member.roles,
    prayerPointsEarned: member.prayerPointsEarned,
    prayerPointsRedeemed: member.prayerPointsRedeemed,
    prayerPointsBalance: member.prayerPointsEarned - member.prayerPointsRedeemed,
    relationshipStatus: member.relationshipStatus,
    ageRange: member.ageRange,
    gender: member.gender,
    birthday: member.birthday,
  }
}
