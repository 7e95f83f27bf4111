import { log } from '#src/lib/log.ts'
import { storedValue } from '#src/lib/store.ts'
import { cleanFavorites, type Favorite } from './favorites.ts'

/** A visitor's favorites in local storage (R-FAV-2). */
export const LOCAL_FAVORITES_KEY = 'lamp-favorites'

function parseFavorites(raw: string | null): Favorite[] {
  if (raw === null) return []
  try {
    return cleanFavorites(JSON.parse(raw))
  } catch {
    log.child('favorites').warn('ignoring unreadable local favorites')
    return []
  }
}

/** Another tab's change arrives here too; an empty list removes the key. */
export const localFavorites = storedValue<Favorite[]>({
  key: LOCAL_FAVORITES_KEY,
  parse: parseFavorites,
  serialize: (list) => (list.length === 0 ? null : JSON.stringify(list)),
})

export const readLocalFavorites = (): Favorite[] => localFavorites.get()
export const writeLocalFavorites = (list: readonly Favorite[]): void => localFavorites.set([...list])
