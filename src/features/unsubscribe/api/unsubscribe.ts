import { useMutation } from '@tanstack/react-query'
import type { Unsubscription } from '#contracts/unsubscribe.ts'
import { leadPathing } from '#src/features/visitor/index.ts'

/**
 * POST /lead-pathing/unsubscribes (decision 0071): stops the daily devotions to an address. The service records one
 * request per address and answers the same record again, so a second press or a second tab changes nothing.
 */
export const requestUnsubscribe = (email: string): Promise<Unsubscription> =>
  leadPathing<Unsubscription>('/unsubscribes', { method: 'POST', body: { email, list: 'daily-devotions' } })

export const useUnsubscribe = () => useMutation({ mutationFn: requestUnsubscribe })
