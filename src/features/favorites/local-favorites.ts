import { log } from '../../lib/log.ts'
import { cleanFavorites, type Favorite } from './favorites.ts'

/** A visitor's favorites in local storage (contracts §5). */
export const LOCAL_FAVORITES_KEY = 'lamp-favorites'

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedList: Favorite[] = []

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage
}

/** Stable between calls while the stored text is unchanged, as useSyncExternalStore requires. */
export function readLocalFavorites(): Favorite[] {
  const raw = storage()?.getItem(LOCAL_FAVORITES_KEY) ?? null
  if (raw === cachedRaw) return cachedList
  cachedRaw = raw
  try {
    cachedList = raw === null ? [] : cleanFavorites(JSON.parse(raw))
  } catch {
    log.child('favorites').warn('ignoring unreadable local favorites')
    cachedList = []
  }
  return cachedList
}

export function writeLocalFavorites(list: readonly Favorite[]): void {
  const store = storage()
  if (!store) return
  if (list.length === 0) store.removeItem(LOCAL_FAVORITES_KEY)
  else store.setItem(LOCAL_FAVORITES_KEY, JSON.stringify(list))
  for (const listener of listeners) listener()
}

export function subscribeLocalFavorites(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => { if (event.key === LOCAL_FAVORITES_KEY || event.key === null) listener() }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
