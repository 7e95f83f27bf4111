import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ValidationProblem } from '#contracts/problem.ts'
import type { AccessTokenVerifier } from '../account/access-token.ts'
import { createDatabase } from '../db/database.ts'
import { createMemberStore } from '../identity/members.ts'
import { BODY_LIMITS } from '../http/json-body.ts'
import { createFavoritesRouter, listAllFavorites, MAX_FAVORITES, MAX_FAVORITES_PER_ADD, type Favorite } from './router.ts'

const BASE = '/bible-api/api/v2/favorites'
// Stands in for the provider's JWT check: the token names its subject.
const verify: AccessTokenVerifier = (token) =>
  Promise.resolve(token.startsWith('member-') ? { sub: token.slice(7), scopes: new Set<string>() } : undefined)

const verse: Favorite = { kind: 'verse', path: '/bible/new/john/3/16', title: 'John 3:16', addedAt: '2025-01-02T03:04:05.000Z' }
const video: Favorite = { kind: 'video', path: '/videos/hope#morning', title: 'Morning hope', addedAt: '2025-01-03T03:04:05.000Z' }
const chapter: Favorite = { kind: 'chapter', path: '/bible/old/psalms/23', title: 'Psalm 23', addedAt: '2025-01-04T03:04:05.000Z' }

let db: Database
let app: Hono
let ann = ''
let bob = ''

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })
const json = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body))
const get = (token = `member-${ann}`) => app.request(BASE, { headers: auth(token) })
const list = async (token = `member-${ann}`) => (await (await get(token)).json()) as Favorite[]
const add = (body: unknown, token = `member-${ann}`) =>
  app.request(BASE, { method: 'POST', body: json(body), headers: { ...auth(token), 'Content-Type': 'application/json' } })
const remove = (key: Record<string, string>, token = `member-${ann}`) =>
  app.request(`${BASE}?${new URLSearchParams({ ...key, locale: 'en-US' })}`, { method: 'DELETE', headers: auth(token) })

beforeEach(async () => {
  db = createDatabase(':memory:')
  const members = createMemberStore(db)
  ann = (await members.create({ email: 'ann@example.com', password: 'Correct1!horse', firstName: 'Ann', lastName: 'A' })).id
  bob = (await members.create({ email: 'bob@example.com', password: 'Correct1!horse', firstName: 'Bob', lastName: 'B' })).id
  app = new Hono().route(BASE, createFavoritesRouter({ db, verifyAccessToken: verify }))
})
afterEach(() => {
  db.close()
  vi.restoreAllMocks()
})

describe('favorites service: who may use it', () => {
  it('refuses calls without a bearer token, with an invalid one, or for a subject that is no member, with a Bearer challenge', async () => {
    for (const response of [await app.request(BASE), await get('forged'), await get('member-nobody'), await add([verse], 'member-nobody'), await remove({ kind: 'verse', path: verse.path }, 'member-nobody')]) {
      expect(response.status).toBe(401)
      expect(response.headers.get('WWW-Authenticate')).toContain('Bearer')
    }
    expect(listAllFavorites(db)).toEqual([])
  })
})

describe('favorites service: one favorite at a time', () => {
  it('adds in order, keeps each member apart, and answers the stored list', async () => {
    expect(await list()).toEqual([])
    const added = await add([video])
    expect(added.status).toBe(200)
    expect(await added.json()).toEqual([video])
    await add([verse])
    expect(await list()).toEqual([video, verse])
    expect(await list(`member-${bob}`)).toEqual([])
    expect(listAllFavorites(db)).toEqual([{ memberId: ann, ...video }, { memberId: ann, ...verse }])
  })

  it('adding a page already kept changes nothing (idempotent), and keeps its place and title', async () => {
    await add([verse, video])
    await add([{ ...verse, title: 'Another title' }])
    expect(await list()).toEqual([verse, video])
  })

  it('removes one page by kind and path; removing an absent one is fine', async () => {
    await add([verse, video, chapter])
    const removed = await remove({ kind: 'video', path: video.path })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual([verse, chapter])
    expect((await remove({ kind: 'video', path: video.path })).status).toBe(200)
    expect(await list()).toEqual([verse, chapter])
  })

  it('refuses to pass the limit with 409, writing none of the batch', async () => {
    const many = Array.from({ length: MAX_FAVORITES - 1 }, (_, i) => ({ ...verse, path: `/v/${i}` }))
    for (let start = 0; start < many.length; start += MAX_FAVORITES_PER_ADD) {
      expect((await add(many.slice(start, start + MAX_FAVORITES_PER_ADD))).status).toBe(200)
    }
    const response = await add([{ ...verse, path: '/v/new-1' }, { ...verse, path: '/v/new-2' }])
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ status: 409, title: 'Conflict', detail: `At most ${MAX_FAVORITES} favorites may be kept; remove one first.` })
    expect(await list()).toHaveLength(MAX_FAVORITES - 1)
    expect((await add([{ ...verse, path: '/v/new-1' }])).status).toBe(200)
  })
})

describe('favorites service: bad input is a 400 with field errors, and nothing is stored', () => {
  it.each([
    ['not a list', { favorites: [] }, ''],
    ['an empty list', [], ''],
    ['an unknown kind', [{ ...verse, kind: 'psalm' }], '0.kind'],
    ['an external path', [{ ...verse, path: 'https://evil.example/' }], '0.path'],
    ['a protocol-relative path', [{ ...verse, path: '//evil.example/x' }], '0.path'],
    ['a blank title', [{ ...verse, title: '   ' }], '0.title'],
    ['a NUL in the title', [{ ...verse, title: 'John\u00003:16' }], '0.title'],
    ['a bad date', [{ ...verse, addedAt: 'yesterday' }], '0.addedAt'],
    ['an unknown field', [{ ...verse, extra: 1 }], '0.extra'],
    ['the same page twice', [verse, { ...verse, title: 'again' }], ''],
    ['more than one add may carry', Array.from({ length: MAX_FAVORITES_PER_ADD + 1 }, (_, i) => ({ ...verse, path: `/v/${i}` })), ''],
  ])('POST with %s', async (_, body, field) => {
    const response = await add(body)
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toContain('application/problem+json')
    const problem = (await response.json()) as ValidationProblem
    expect(Object.keys(problem.errors)).toContain(field)
    expect(await list()).toEqual([])
  })

  it('malformed JSON is a 400 problem, not a server error', async () => {
    const response = await add('[{')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { status: number }).status).toBe(400)
  })

  it('a body over the limit is refused with 413 before it is read', async () => {
    const response = await app.request(BASE, {
      method: 'POST', body: 'x'.repeat(BODY_LIMITS.favorites + 1),
      headers: { ...auth(`member-${ann}`), 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(413)
  })

  it('there is no whole-list PUT: a list replaced from a stale copy would lose another tab\'s saves', async () => {
    await add([verse])
    const response = await app.request(BASE, { method: 'PUT', body: json([video]), headers: { ...auth(`member-${ann}`), 'Content-Type': 'application/json' } })
    expect(response.status).toBe(404)
    expect(await list()).toEqual([verse])
  })

  it('DELETE without a valid kind and path is a 400 naming them', async () => {
    await add([verse])
    const response = await remove({ kind: 'psalm', path: 'nope' })
    expect(response.status).toBe(400)
    expect(Object.keys(((await response.json()) as ValidationProblem).errors).sort()).toEqual(['kind', 'path'])
    expect(await list()).toEqual([verse])
  })
})
