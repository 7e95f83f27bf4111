/**
 * A favorite (contracts §5): one page a reader keeps. The same shape is stored in local storage for
 * visitors and by `GET`/`PUT /bible-api/api/v2/favorites` for members; one page is one favorite, so
 * `kind` + `path` is its identity.
 */
export const FAVORITE_KINDS = ['verse', 'chapter', 'article', 'video'] as const
export type FavoriteKind = (typeof FAVORITE_KINDS)[number]

export interface Favorite {
  kind: FavoriteKind
  /** The page's path inside the app without a locale prefix, e.g. `/bible/new/john/3/16`. */
  path: string
  title: string
  /** ISO 8601 date-time. */
  addedAt: string
}

/** The service keeps at most this many. */
export const MAX_FAVORITES = 500
const MAX_PATH = 500
const MAX_TITLE = 300
const KEYS = new Set(['kind', 'path', 'title', 'addedAt'])

export const isFavoriteKind = (value: unknown): value is FavoriteKind => FAVORITE_KINDS.includes(value as FavoriteKind)

export const favoriteKey = (favorite: Pick<Favorite, 'kind' | 'path'>) => `${favorite.kind} ${favorite.path}`

export type ParsedFavorites = { ok: true; favorites: Favorite[] } | { ok: false; message: string }

function parseOne(raw: unknown, index: number): Favorite | string {
  const at = `favorites[${index}]`
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `${at} must be an object`
  const item = raw as Record<string, unknown>
  const unknownKey = Object.keys(item).find((key) => !KEYS.has(key))
  if (unknownKey !== undefined) return `${at} has an unknown field "${unknownKey}"`
  const { kind, path, title, addedAt } = item
  if (!isFavoriteKind(kind)) return `${at}.kind must be one of ${FAVORITE_KINDS.join(', ')}`
  // Same-origin app paths only: a favorite is a link the app renders, so it must never point elsewhere.
  if (typeof path !== 'string' || !/^\/(?!\/)[^\s\\]*$/.test(path) || path.length > MAX_PATH) {
    return `${at}.path must be an app path starting with a single "/" (at most ${MAX_PATH} characters, no spaces)`
  }
  if (typeof title !== 'string' || title.trim() === '' || title.length > MAX_TITLE) return `${at}.title must be 1 to ${MAX_TITLE} characters`
  if (typeof addedAt !== 'string' || Number.isNaN(Date.parse(addedAt)) || !/^\d{4}-\d{2}-\d{2}T/.test(addedAt)) {
    return `${at}.addedAt must be an ISO 8601 date-time`
  }
  return { kind, path, title: title.trim(), addedAt }
}

/** Checks a whole PUT body strictly: one bad item refuses the list, so nothing half-valid is ever stored. */
export function parseFavorites(raw: unknown): ParsedFavorites {
  if (!Array.isArray(raw)) return { ok: false, message: 'The body must be a JSON list of favorites.' }
  if (raw.length > MAX_FAVORITES) return { ok: false, message: `At most ${MAX_FAVORITES} favorites may be kept.` }
  const favorites: Favorite[] = []
  const seen = new Set<string>()
  for (const [index, entry] of raw.entries()) {
    const parsed = parseOne(entry, index)
    if (typeof parsed === 'string') return { ok: false, message: parsed }
    const key = favoriteKey(parsed)
    if (seen.has(key)) return { ok: false, message: `favorites[${index}] repeats ${parsed.kind} ${parsed.path}` }
    seen.add(key)
    favorites.push(parsed)
  }
  return { ok: true, favorites }
}
