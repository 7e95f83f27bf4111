import { queryOptions } from '@tanstack/react-query'
import type { Account } from '#contracts/account.ts'
import { api } from '#src/lib/api.ts'
import { log } from '#src/lib/log.ts'

export const ACCOUNT_PATH = '/bible-api/api/v2/account'

/** All account queries start with this key; sign-out drops them all. */
export const ACCOUNT_QUERY_ROOT = ['account'] as const

async function fetchAccount(): Promise<Account> {
  try {
    return await api<Account>(ACCOUNT_PATH)
  } catch (error) {
    log.error('Something went wrong requesting user data', error)
    throw error
  }
}

/** Keyed by the member's subject, so one member never sees another's cached account. */
export const accountQuery = (sub: string) =>
  queryOptions({ queryKey: [...ACCOUNT_QUERY_ROOT, sub], queryFn: fetchAccount, staleTime: 60_000 })
