import * as v from 'valibot'
import { FAVORITE_KINDS, FavoriteSchema, favoriteKey, type Favorite, type FavoriteKind } from '#contracts/favorites.ts'

/** The favorite shape, its kinds and limit are the service's contract (contracts/favorites.ts); this module adds the app's list rules. */
export { favoriteKey, MAX_FAVORITES, MAX_FAVORITES_PER_ADD, type Favorite, type FavoriteKind } from '#contracts/favorites.ts'

export const sameFavorite = (a: Pick<Favorite, 'kind' | 'path'>, b: Pick<Favorite, 'kind' | 'path'>) => favoriteKey(a) === favoriteKey(b)

/**
 * Keeps the entries the contract's schema accepts (stored data may be old or edited by hand), first occurrence
 * of a page wins; one bad entry costs only itself, never the rest of the list.
 */
export function cleanFavorites(raw: unknown): Favorite[] {
  if (!Array.isArray(raw)) return []
  const seen = new Set<string>()
  const clean: Favorite[] = []
  for (const item of raw as unknown[]) {
    const parsed = v.safeParse(FavoriteSchema, item)
    if (!parsed.success || seen.has(favoriteKey(parsed.output))) continue
    seen.add(favoriteKey(parsed.output))
    clean.push(parsed.output)
  }
  return clean
}

/**
 * The account's list followed by every local favorite it lacks: no duplicates (the account's copy of a
 * page wins, it was there first) and no loss (every page from either list is in the result).
 */
export function mergeFavorites(account: readonly Favorite[], local: readonly Favorite[]): Favorite[] {
  return cleanFavorites([...account, ...local])
}

export function withFavorite(list: readonly Favorite[], favorite: Favorite): Favorite[] {
  return list.some((item) => sameFavorite(item, favorite)) ? [...list] : [...list, favorite]
}

export function withoutFavorite(list: readonly Favorite[], favorite: Pick<Favorite, 'kind' | 'path'>): Favorite[] {
  return list.filter((item) => !sameFavorite(item, favorite))
}

/** The list grouped by kind in a fixed order, empty kinds left out. */
export function groupByKind(list: readonly Favorite[]): Array<{ kind: FavoriteKind; items: Favorite[] }> {
  return FAVORITE_KINDS.map((kind) => ({ kind, items: list.filter((item) => item.kind === kind) })).filter((group) => group.items.length > 0)
}
