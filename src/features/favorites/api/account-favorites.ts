import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { log } from '../../../lib/log.ts'
import { ACCOUNT_QUERY_ROOT } from '../../identity/api/account.ts'
import { cleanFavorites, type Favorite } from '../favorites.ts'

export const FAVORITES_PATH = '/bible-api/api/v2/favorites'
const logger = log.child('favorites')

/** Under the account's key: signing out drops it with the account, and one member never sees another's list. */
export const accountFavoritesKey = (sub: string) => [...ACCOUNT_QUERY_ROOT, sub, 'favorites'] as const

export async function fetchAccountFavorites(): Promise<Favorite[]> {
  return cleanFavorites(await api<unknown>(FAVORITES_PATH))
}

/** The service replaces the list whole (all or nothing) and answers what it stored. */
export async function saveAccountFavorites(list: readonly Favorite[]): Promise<Favorite[]> {
  return cleanFavorites(await api<unknown>(FAVORITES_PATH, { method: 'PUT', body: list }))
}

export const accountFavoritesQuery = (sub: string) =>
  queryOptions({ queryKey: accountFavoritesKey(sub), queryFn: fetchAccountFavorites, staleTime: 60_000 })

/**
 * Saves a member's whole list with an optimistic update: the cache shows the new list at once and goes
 * back to the previous one if the service refuses, so a failed call never leaves a list nobody stored.
 */
export function useSaveAccountFavorites(sub: string) {
  const queryClient = useQueryClient()
  const key = accountFavoritesKey(sub)
  return useMutation({
    mutationKey: [...key, 'save'],
    mutationFn: saveAccountFavorites,
    onMutate: async (next: Favorite[]) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Favorite[]>(key)
      queryClient.setQueryData(key, next)
      return { previous }
    },
    onError: (error, _next, context) => {
      logger.warn('saving favorites failed; the previous list is back', error)
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    // Another tab or a concurrent save may have changed it: ask the service for the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
