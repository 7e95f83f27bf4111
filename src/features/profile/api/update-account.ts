import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Account } from '../../../../contracts/account.ts'
import { ACCOUNT_PATH, accountQuery } from '../../identity/api/account.ts'
import { api } from '../../../lib/api.ts'
import { log } from '../../../lib/log.ts'

/** The fields the profile page edits (spec §7: name, or preferences). */
export interface AccountChange {
  firstName: string
  lastName: string
  relationshipStatus: string | null
  ageRange: string | null
  gender: string | null
}

/** Spec §7: PUT sends the account plus the changed fields; `name` follows the first and last name. */
export function accountUpdateBody(account: Account, change: AccountChange): Account {
  const name = `${change.firstName.trim()} ${change.lastName.trim()}`.trim()
  return { ...account, ...change, firstName: change.firstName.trim(), lastName: change.lastName.trim(), name }
}

async function updateAccount(body: Account): Promise<Account> {
  try {
    return await api<Account>(ACCOUNT_PATH, { method: 'PUT', body })
  } catch (error) {
    log.error('Something went wrong updating the user.', error)
    throw error
  }
}

export function useUpdateAccount(sub: string) {
  const queryClient = useQueryClient()
  const { queryKey } = accountQuery(sub)
  return useMutation({
    mutationFn: (input: { account: Account; change: AccountChange }) => updateAccount(accountUpdateBody(input.account, input.change)),
    onSuccess: async (account) => {
      queryClient.setQueryData(queryKey, account)
      await queryClient.invalidateQueries({ queryKey })
    },
  })
}
