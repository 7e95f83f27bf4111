import { describe, expect, it } from 'vitest'
import { cleanFavorites, favoriteKey, groupByKind, mergeFavorites, withFavorite, withoutFavorite, type Favorite } from './favorites.ts'
import { stripLocale } from './favorite-path.ts'

const at = '2025-01-01T00:00:00.000Z'
const fav = (kind: Favorite['kind'], path: string, title = path): Favorite => ({ kind, path, title, addedAt: at })

describe('merging local favorites into the account', () => {
  const account = [fav('verse', '/bible/new/john/3/16', 'John 3:16'), fav('article', '/articles/a/hope')]
  const local = [fav('verse', '/bible/new/john/3/16', 'John 3:16 (local copy)'), fav('chapter', '/bible/old/psalms/23'), fav('video', '/videos/t/v')]

  it('keeps every page from both lists exactly once', () => {
    const merged = mergeFavorites(account, local)
    const keys = merged.map(favoriteKey)
    expect(new Set(keys).size).toBe(keys.length)
    for (const item of [...account, ...local]) expect(keys).toContain(favoriteKey(item))
    expect(merged).toHaveLength(4)
  })

  it("keeps the account's order and its copy of a page both lists hold, then adds the new local ones in order", () => {
    expect(mergeFavorites(account, local).map((item) => item.title)).toEqual(['John 3:16', '/articles/a/hope', '/bible/old/psalms/23', '/videos/t/v'])
  })

  it('is the account list unchanged when nothing local is new, and the local list when the account is empty', () => {
    expect(mergeFavorites(account, [account[0] as Favorite])).toEqual(account)
    expect(mergeFavorites([], local)).toEqual(local)
  })

  it('treats the same path under another kind as another favorite', () => {
    expect(mergeFavorites([fav('verse', '/x')], [fav('chapter', '/x')])).toHaveLength(2)
  })
})

describe('favorite lists', () => {
  it('drops malformed and repeated stored entries', () => {
    expect(cleanFavorites([fav('verse', '/a'), fav('verse', '/a'), { kind: 'psalm', path: '/b', title: 'b', addedAt: at },
      { kind: 'video', path: 'https://evil.example', title: 'x', addedAt: at }, null, 'text'])).toEqual([fav('verse', '/a')])
    expect(cleanFavorites({ not: 'a list' })).toEqual([])
  })

  it('adds a page once and removes it by kind and path', () => {
    const one = withFavorite(withFavorite([], fav('verse', '/a')), fav('verse', '/a', 'again'))
    expect(one).toEqual([fav('verse', '/a')])
    expect(withoutFavorite(one, { kind: 'verse', path: '/a' })).toEqual([])
  })

  it('groups by kind in a fixed order, leaving out empty kinds', () => {
    expect(groupByKind([fav('video', '/v'), fav('verse', '/a')]).map((group) => group.kind)).toEqual(['verse', 'video'])
  })

  it('stores paths without the locale prefix', () => {
    expect(stripLocale('/es/bible/new/john/3/16')).toBe('/bible/new/john/3/16')
    expect(stripLocale('/bible/new/john/3/16')).toBe('/bible/new/john/3/16')
  })
})
