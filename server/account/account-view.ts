import type { Account } from '#contracts/account.ts'
import type { Member } from '../identity/members.ts'

/** The account (R-ACCT-1, with the birthday), as GET/PUT /account return it. */
export type AccountView = Required<Account>

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
