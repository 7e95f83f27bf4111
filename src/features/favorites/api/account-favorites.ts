import { queryOptions, useMutation, useQueryClient, type QueryClient, type MutationOptions } from '@tanstack/react-query'
import { api } from '#src/lib/api.ts'
import { log } from '#src/lib/log.ts'
import { ACCOUNT_QUERY_ROOT } from '#src/features/identity/index.ts'
import { cleanFavorites, withFavorite, withoutFavorite, type Favorite } from '../favorites.ts'

export const FAVORITES_PATH = '/bible-api/api/v2/favorites'
const logger = log.child('favorites')

/** Under the account's key: signing out drops it with the account, and one member never sees another's list. */
export const accountFavoritesKey = (sub: string) => [...ACCOUNT_QUERY_ROOT, sub, 'favorites'] as const

export async function fetchAccountFavorites(): Promise<Favorite[]> {
  return cleanFavorites(await api<unknown>(FAVORITES_PATH))
}

/** Adds those the member does not keep yet (idempotent); the service answers its list. */
export async function addAccountFavorites(favorites: readonly Favorite[]): Promise<Favorite[]> {
  return cleanFavorites(await api<unknown>(FAVORITES_PATH, { method: 'POST', body: [...favorites] }))
}

/** Removes one page (idempotent); the service answers its list. */
export async function removeAccountFavorite({ kind, path }: Pick<Favorite, 'kind' | 'path'>): Promise<Favorite[]> {
  return cleanFavorites(await api<unknown>(FAVORITES_PATH, { method: 'DELETE', query: { kind, path } }))
}

export const accountFavoritesQuery = (sub: string) =>
  queryOptions({ queryKey: accountFavoritesKey(sub), queryFn: fetchAccountFavorites, staleTime: 60_000 })

export type FavoriteChange = { type: 'add'; favorite: Favorite } | { type: 'remove'; target: Pick<Favorite, 'kind' | 'path'> }

const applyChange = (list: readonly Favorite[], change: FavoriteChange) =>
  change.type === 'add' ? withFavorite(list, change.favorite) : withoutFavorite(list, change.target)

const pageOf = (change: FavoriteChange) => (change.type === 'add' ? change.favorite : change.target)

/** The page as the list held it before this change (undefined: not kept), to undo just this change. */
interface ChangeContext { before: Favorite | undefined }

/**
 * One favorite added or removed. Changes of one member share a mutation scope, so TanStack Query sends them one
 * after the other in the order they were made (an add and a quick remove of the same page land in that order);
 * each shows at once (optimistic), a refused one goes back on its own, and once the last has settled the list is
 * read again from the service, the truth that also holds what other tabs changed.
 */
export function favoriteChangeOptions(queryClient: QueryClient, sub: string, send: {
  add: typeof addAccountFavorites
  remove: typeof removeAccountFavorite
} = { add: addAccountFavorites, remove: removeAccountFavorite }): MutationOptions<Favorite[], Error, FavoriteChange, ChangeContext> {
  const key = accountFavoritesKey(sub)
  const mutationKey = [...key, 'change']
  return {
    mutationKey,
    scope: { id: `favorites:${sub}` },
    mutationFn: (change) => (change.type === 'add' ? send.add([change.favorite]) : send.remove(change.target)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key })
      const page = pageOf(change)
      const before = queryClient.getQueryData<Favorite[]>(key)?.find((item) => item.kind === page.kind && item.path === page.path)
      queryClient.setQueryData<Favorite[]>(key, (list) => applyChange(list ?? [], change))
      return { before }
    },
    // Only this change is undone: the others in the queue keep showing.
    onError: (error, change, context) => {
      logger.warn('a favorite could not be saved; it is shown as before', error)
      queryClient.setQueryData<Favorite[]>(key, (list) => {
        const without = withoutFavorite(list ?? [], pageOf(change))
        return context?.before ? withFavorite(without, context.before) : without
      })
    },
    onSettled: async () => {
      // This change still counts as pending here: 1 means it is the last of the queue.
      if (queryClient.isMutating({ mutationKey }) === 1) await queryClient.invalidateQueries({ queryKey: key })
    },
  }
}

export function useFavoriteChange(sub: string) {
  return useMutation(favoriteChangeOptions(useQueryClient(), sub))
}
