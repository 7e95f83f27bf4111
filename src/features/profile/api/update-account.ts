import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Account } from '#contracts/account.ts'
import { ACCOUNT_PATH, accountQuery, type LateIdentity } from '#src/features/identity/index.ts'
import { api } from '#src/lib/api.ts'
import { log } from '#src/lib/log.ts'

/** The fields the profile page edits (R-ACCT-2: profile, preferences and name). */
export interface AccountChange {
  firstName: string
  lastName: string
  relationshipStatus: string | null
  ageRange: string | null
  gender: string | null
  /** yyyy-mm-dd; null when never given (the onboarding dialog sets it; once set it cannot be cleared). */
  birthday: string | null
}

/**
 * R-ACCT-2: a PUT with the changed fields; the names trimmed (a name of spaces is caught by the form and by the
 * service), `name` following them. A birthday never given is left out rather than sent as null.
 */
export function accountUpdateBody(change: AccountChange): Partial<Account> {
  const firstName = change.firstName.trim()
  const lastName = change.lastName.trim()
  const { birthday, ...rest } = change
  return { ...rest, firstName, lastName, name: `${firstName} ${lastName}`.trim(), ...(birthday ? { birthday } : {}) }
}

async function updateAccount(body: Partial<Account>): Promise<Account> {
  try {
    return await api<Account>(ACCOUNT_PATH, { method: 'PUT', body })
  } catch (error) {
    log.error('Something went wrong updating the user.', error)
    throw error
  }
}

/**
 * Saves the profile. The account query takes the service's answer; a new name also reaches the identity actor
 * (one token refresh: the header and the next welcome read the name from the tokens' profile).
 */
export function useUpdateAccount(sub: string, identity: LateIdentity) {
  const queryClient = useQueryClient()
  const { queryKey } = accountQuery(sub)
  return useMutation({
    mutationFn: (change: AccountChange) => updateAccount(accountUpdateBody(change)),
    onSuccess: async (account) => {
      const before = queryClient.getQueryData<Account>(queryKey)
      queryClient.setQueryData(queryKey, account)
      if (account.name !== identity.current()?.getSnapshot().context.user?.name || account.name !== before?.name) identity.send({ type: 'profile.changed' })
      await queryClient.invalidateQueries({ queryKey })
    },
  })
}
