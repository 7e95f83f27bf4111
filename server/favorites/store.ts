import type { Database } from 'better-sqlite3'
import { MAX_FAVORITES, type Favorite } from '#contracts/favorites.ts'
import { writeTransaction } from '../db/write-transaction.ts'

interface Row { kind: Favorite['kind']; path: string; title: string; added_at: string }

export function createFavoritesStore(db: Database) {
  const select = db.prepare('SELECT kind, path, title, added_at FROM member_favorites WHERE member_id = ? ORDER BY position')
  const count = db.prepare('SELECT COUNT(*) AS n FROM member_favorites WHERE member_id = ?')
  const has = db.prepare('SELECT 1 FROM member_favorites WHERE member_id = ? AND kind = ? AND path = ?')
  // New favorites go to the end; one already kept keeps its place and its title (adding is idempotent).
  const append = db.prepare(`INSERT INTO member_favorites (member_id, position, kind, path, title, added_at)
    SELECT ?, COALESCE(MAX(position), -1) + 1, ?, ?, ?, ? FROM member_favorites WHERE member_id = ?
    ON CONFLICT (member_id, kind, path) DO NOTHING`)
  const removeOne = db.prepare('DELETE FROM member_favorites WHERE member_id = ? AND kind = ? AND path = ?')
  const add = writeTransaction(db, (memberId: string, favorites: readonly Favorite[]): boolean => {
    const fresh = favorites.filter((favorite) => has.get(memberId, favorite.kind, favorite.path) === undefined)
    if ((count.get(memberId) as { n: number }).n + fresh.length > MAX_FAVORITES) return false
    for (const favorite of fresh) append.run(memberId, favorite.kind, favorite.path, favorite.title, favorite.addedAt, memberId)
    return true
  })
  return {
    list(memberId: string): Favorite[] {
      return (select.all(memberId) as Row[]).map(({ added_at, ...rest }) => ({ ...rest, addedAt: added_at }))
    },
    /** Adds those not kept yet, in order; false (and nothing written) when the list would pass the limit. */
    add(memberId: string, favorites: readonly Favorite[]): boolean {
      return add(memberId, favorites)
    },
    remove(memberId: string, key: Pick<Favorite, 'kind' | 'path'>): void {
      removeOne.run(memberId, key.kind, key.path)
    },
  }
}

/** Read helper for notes and tests: every member's list. */
export function listAllFavorites(db: Database): Array<Favorite & { memberId: string }> {
  return (db.prepare('SELECT member_id, kind, path, title, added_at FROM member_favorites ORDER BY member_id, position').all() as Array<Row & { member_id: string }>)
    .map(({ member_id, added_at, ...rest }) => ({ memberId: member_id, ...rest, addedAt: added_at }))
}
