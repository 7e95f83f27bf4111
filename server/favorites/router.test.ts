import Database from 'better-sqlite3'
import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccessTokenVerifier } from '../account/access-token.ts'
import { createFavoritesRouter, listAllFavorites, MAX_FAVORITES, type Favorite } from './router.ts'

const BASE = '/bible-api/api/v2/favorites'
// Stands in for the provider's JWT check: the token names the member.
const verify: AccessTokenVerifier = (token) =>
  Promise.resolve(token.startsWith('member-') ? { sub: token.slice(7), scopes: new Set(), clientId: 'lamp-web', expiresAt: 0 } : undefined)

const verse: Favorite = { kind: 'verse', path: '/bible/new/john/3/16', title: 'John 3:16', addedAt: '2025-01-02T03:04:05.000Z' }
const video: Favorite = { kind: 'video', path: '/videos/hope/morning', title: 'Morning hope', addedAt: '2025-01-03T03:04:05.000Z' }

let db: Database.Database
let app: Hono

const get = (token = 'member-ann') => app.request(BASE, { headers: { Authorization: `Bearer ${token}` } })
const put = (body: unknown, token = 'member-ann') =>
  app.request(BASE, { method: 'PUT', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } })

beforeEach(() => {
  db = new Database(':memory:')
  app = new Hono().route(BASE, createFavoritesRouter({ db, verifyAccessToken: verify }))
})
afterEach(() => {
  db.close()
  vi.restoreAllMocks()
})

describe('favorites service', () => {
  it('refuses calls without a bearer token or with an invalid one, with a Bearer challenge', async () => {
    for (const response of [await app.request(BASE), await get('forged'), await put([verse], 'forged')]) {
      expect(response.status).toBe(401)
      expect(response.headers.get('WWW-Authenticate')).toContain('Bearer')
    }
    expect(listAllFavorites(db)).toEqual([])
  })

  it('starts empty, stores a list in order and keeps each member apart', async () => {
    expect(await (await get()).json()).toEqual([])
    const saved = await put([video, verse])
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual([video, verse])
    expect(await (await get()).json()).toEqual([video, verse])
    expect(await (await get('member-bob')).json()).toEqual([])
  })

  it.each([
    ['not a list', { favorites: [] }, 'list'],
    ['an unknown kind', [{ ...verse, kind: 'psalm' }], 'kind'],
    ['an external path', [{ ...verse, path: 'https://evil.example/' }], 'path'],
    ['a protocol-relative path', [{ ...verse, path: '//evil.example/x' }], 'path'],
    ['an empty title', [{ ...verse, title: ' ' }], 'title'],
    ['a bad date', [{ ...verse, addedAt: 'yesterday' }], 'addedAt'],
    ['an unknown field', [{ ...verse, extra: 1 }], 'unknown field'],
    ['a duplicate', [verse, { ...verse, title: 'again' }], 'repeats'],
    ['more than the limit', Array.from({ length: MAX_FAVORITES + 1 }, (_, i) => ({ ...verse, path: `/v/${i}` })), `${MAX_FAVORITES}`],
    ['malformed JSON', '[{', 'JSON'],
  ])('answers 400 with a message for %s', async (_, body, fragment) => {
    const response = await put(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { detail: string }).detail).toContain(fragment)
  })

  it('accepts exactly the limit', async () => {
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => ({ ...verse, path: `/v/${i}` }))
    expect((await put(full)).status).toBe(200)
    expect(await (await get()).json()).toHaveLength(MAX_FAVORITES)
  })

  it('writes all or nothing: a refused list leaves the stored one untouched', async () => {
    await put([verse])
    expect((await put([video, { ...verse, kind: 'nope' }])).status).toBe(400)
    expect(await (await get()).json()).toEqual([verse])
  })

  it('rolls back a write that fails half-way in the database', async () => {
    await put([verse])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // A trigger makes the second insert fail after the delete and first insert already ran.
    db.exec(`CREATE TRIGGER fail_second BEFORE INSERT ON member_favorites WHEN NEW.position = 1
      BEGIN SELECT RAISE(ABORT, 'disk full'); END`)
    expect((await put([video, verse])).status).toBe(500)
    expect(await (await get()).json()).toEqual([verse])
  })
})
