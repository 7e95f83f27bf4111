import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useIdentityStatus, useIdentityUser } from '../identity/index.ts'
import { accountFavoritesQuery, useFavoriteChange } from './api/account-favorites.ts'
import { sameFavorite, withFavorite, withoutFavorite, type Favorite } from './favorites.ts'
import { localFavorites, readLocalFavorites, writeLocalFavorites } from './local-favorites.ts'

const EMPTY: Favorite[] = []

export interface FavoritesState {
  favorites: Favorite[]
  /** False while a member's list is still on its way (the toggle waits rather than guess). */
  ready: boolean
  /** A member's list could not be read; `retry` asks again. */
  failed: boolean
  retry: () => void
  isFavorite: (target: Pick<Favorite, 'kind' | 'path'>) => boolean
  add: (favorite: Favorite) => void
  remove: (target: Pick<Favorite, 'kind' | 'path'>) => void
}

/** A member's favorites come from the account service, a visitor's from local storage; callers need not know which. */
export function useFavorites(): FavoritesState {
  const status = useIdentityStatus()
  const sub = useIdentityUser()?.sub ?? ''
  const member = status === 'member' && sub !== ''
  const local = localFavorites.use()
  const account = useQuery({ ...accountFavoritesQuery(sub), enabled: member })
  const { mutate: change } = useFavoriteChange(sub)

  const favorites = member ? (account.data ?? EMPTY) : local
  const ready = status !== 'pending' && (!member || account.data !== undefined)
  const { refetch } = account

  // A member's change goes to the service one page at a time; a visitor's to local storage.
  const add = useCallback((favorite: Favorite) => {
    if (member) change({ type: 'add', favorite })
    else writeLocalFavorites(withFavorite(readLocalFavorites(), favorite))
  }, [member, change])
  const remove = useCallback((target: Pick<Favorite, 'kind' | 'path'>) => {
    if (member) change({ type: 'remove', target })
    else writeLocalFavorites(withoutFavorite(readLocalFavorites(), target))
  }, [member, change])

  return {
    favorites,
    ready,
    failed: member && account.isError && account.data === undefined,
    retry: () => void refetch(),
    isFavorite: (target) => favorites.some((item) => sameFavorite(item, target)),
    add,
    remove,
  }
}
