import * as v from 'valibot'

/**
 * A favorite (R-FAV-1): one page a reader keeps. The same shape is stored in local storage for visitors
 * and by the favorites service for members; one page is one favorite, so `kind` + `path` is its identity.
 *
 * Members change their list one favorite at a time, so two tabs (or three quick clicks) never overwrite each
 * other: `POST /bible-api/api/v2/favorites` adds favorites the member does not have yet (a list of 1 to 50,
 * each already kept is left as it is); `DELETE /bible-api/api/v2/favorites?kind=…&path=…` removes one (absent
 * is fine). Both are idempotent and answer the stored list. `GET` answers the list; `PUT` (the whole list) is
 * kept for older clients only. A 400 carries field errors (contracts/problem.ts).
 */
export const FAVORITE_KINDS = ['verse', 'chapter', 'article', 'video'] as const
export type FavoriteKind = (typeof FAVORITE_KINDS)[number]

/** The service keeps at most this many. */
export const MAX_FAVORITES = 500
/** One add carries at most this many (the sign-in merge of a visitor's list sends them in batches). */
export const MAX_FAVORITES_PER_ADD = 50
const MAX_PATH = 500
const MAX_TITLE = 300

const noControlCharacters = v.check<string, string>(
  (text) => ![...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
  'must not contain control characters',
)

export const FavoriteKindSchema = v.picklist(FAVORITE_KINDS, `must be one of ${FAVORITE_KINDS.join(', ')}`)

/** Same-origin app paths only: a favorite is a link the app renders, so it must never point elsewhere. */
export const FavoritePathSchema = v.pipe(
  v.string('must be a string'),
  v.maxLength(MAX_PATH, `must be at most ${MAX_PATH} characters`),
  v.regex(/^\/(?!\/)[^\s\\]*$/, 'must be an app path starting with a single "/", without spaces'),
  noControlCharacters,
)

export const FavoriteSchema = v.strictObject({
  kind: FavoriteKindSchema,
  path: FavoritePathSchema,
  title: v.pipe(
    v.string('must be a string'),
    v.trim(),
    v.nonEmpty('must not be empty'),
    v.maxLength(MAX_TITLE, `must be at most ${MAX_TITLE} characters`),
    noControlCharacters,
  ),
  addedAt: v.pipe(v.string('must be a string'), v.isoTimestamp('must be an ISO 8601 date-time')),
})

export type Favorite = v.InferOutput<typeof FavoriteSchema>

export const favoriteKey = (favorite: Pick<Favorite, 'kind' | 'path'>) => `${favorite.kind} ${favorite.path}`

const eachPageOnce = v.check<Favorite[], string>(
  (list) => new Set(list.map(favoriteKey)).size === list.length,
  'must not name the same page twice',
)

/** POST body: the favorites to add. */
export const FavoritesToAddSchema = v.pipe(
  v.array(FavoriteSchema, 'must be a list of favorites'),
  v.minLength(1, 'must name at least one favorite'),
  v.maxLength(MAX_FAVORITES_PER_ADD, `must name at most ${MAX_FAVORITES_PER_ADD} favorites`),
  eachPageOnce,
)

/** DELETE query: the page to remove (other query parameters, such as the client's `locale`, are ignored). */
export const FavoriteKeySchema = v.object({ kind: FavoriteKindSchema, path: FavoritePathSchema })
