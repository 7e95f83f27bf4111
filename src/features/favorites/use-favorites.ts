import { useQuery } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { useIdentityStatus, useIdentityUser } from '../identity/use-identity.ts'
import { accountFavoritesQuery, useSaveAccountFavorites } from './api/account-favorites.ts'
import { sameFavorite, withFavorite, withoutFavorite, type Favorite } from './favorites.ts'
import { readLocalFavorites, subscribeLocalFavorites, writeLocalFavorites } from './local-favorites.ts'

const EMPTY: Favorite[] = []

export interface FavoritesState {
  favorites: Favorite[]
  /** False while a member's list is still on its way (the toggle waits rather than guess). */
  ready: boolean
  isFavorite: (target: Pick<Favorite, 'kind' | 'path'>) => boolean
  add: (favorite: Favorite) => void
  remove: (target: Pick<Favorite, 'kind' | 'path'>) => void
}

/** A member's favorites come from the account service, a visitor's from local storage; callers need not know which. */
export function useFavorites(): FavoritesState {
  const status = useIdentityStatus()
  const sub = useIdentityUser()?.sub ?? ''
  const member = status === 'member' && sub !== ''
  const local = useSyncExternalStore(subscribeLocalFavorites, readLocalFavorites, () => EMPTY)
  const account = useQuery({ ...accountFavoritesQuery(sub), enabled: member })
  const save = useSaveAccountFavorites(sub)

  const favorites = member ? (account.data ?? EMPTY) : local
  const ready = status !== 'pending' && (!member || account.data !== undefined)

  const change = useCallback((next: (list: readonly Favorite[]) => Favorite[]) => {
    if (member) save.mutate(next(account.data ?? EMPTY))
    else writeLocalFavorites(next(readLocalFavorites()))
  }, [member, save, account.data])

  return {
    favorites,
    ready,
    isFavorite: (target) => favorites.some((item) => sameFavorite(item, target)),
    add: (favorite) => change((list) => withFavorite(list, favorite)),
    remove: (target) => change((list) => withoutFavorite(list, target)),
  }
}
