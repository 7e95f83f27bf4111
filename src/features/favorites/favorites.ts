/**
 * A favorite (contracts §5): one page a reader keeps. The same shape is stored in local storage for
 * visitors and by `GET`/`PUT /bible-api/api/v2/favorites` for members; one page is one favorite, so
 * `kind` + `path` is its identity.
 */
export const FAVORITE_KINDS = ['verse', 'chapter', 'article', 'video'] as const
export type FavoriteKind = (typeof FAVORITE_KINDS)[number]

export interface Favorite {
  kind: FavoriteKind
  /** The page's path without a locale prefix, e.g. `/bible/new/john/3/16`. */
  path: string
  title: string
  /** ISO 8601 date-time. */
  addedAt: string
}

/** The service keeps at most this many; a merge that would exceed it is not attempted (nothing is dropped). */
export const MAX_FAVORITES = 500

export const favoriteKey = (favorite: Pick<Favorite, 'kind' | 'path'>) => `${favorite.kind} ${favorite.path}`

export const sameFavorite = (a: Pick<Favorite, 'kind' | 'path'>, b: Pick<Favorite, 'kind' | 'path'>) => favoriteKey(a) === favoriteKey(b)

const isKind = (value: unknown): value is FavoriteKind => FAVORITE_KINDS.includes(value as FavoriteKind)

/** Keeps only well-formed favorites (stored data may be old or edited by hand), first occurrence wins. */
export function cleanFavorites(raw: unknown): Favorite[] {
  if (!Array.isArray(raw)) return []
  const seen = new Set<string>()
  const clean: Favorite[] = []
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const { kind, path, title, addedAt } = item as Record<string, unknown>
    if (!isKind(kind) || typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) continue
    if (typeof title !== 'string' || title.trim() === '' || typeof addedAt !== 'string') continue
    const favorite = { kind, path, title, addedAt }
    if (seen.has(favoriteKey(favorite))) continue
    seen.add(favoriteKey(favorite))
    clean.push(favorite)
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
