import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentWriter, type NodeRef } from '../db/content-writer.ts'
import { BIBLE_ONLY, bearerFor, createTestApp, verifyTestToken, type TestApp } from '../testing/test-app.ts'
import { contentService } from './router.ts'
import type { ApiContentItem } from './serializer.ts'

// Pages protected in the ways an editor can set `memberGroups`, and members in various groups. Each test builds its
// own content service: protection is read when the service is built, and what it reads is what is under test.
let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
  const root = t.db.prepare('SELECT id, path, level, tree_key AS treeKey FROM content WHERE parent_id IS NULL').get() as NodeRef
  const write = createContentWriter(t.db)
  const page = (parent: NodeRef, name: string, urlSegment: string, sortOrder: number, properties: Record<string, unknown>) =>
    write(parent, { contentType: 'clubPage', name, urlSegment, sortOrder, properties })
  const club = page(root, 'Gold or Silver', 'gold-or-silver', 90_001, { memberGroups: ['gold', 'silver'] })
  page(club, 'Club News', 'news', 1, {})
  page(root, 'Malformed Groups', 'malformed', 90_002, { memberGroups: [42, 'gold'] })
  page(root, 'Blank Groups', 'blank', 90_003, { memberGroups: [''] })
  page(root, 'Groups As Text', 'as-text', 90_004, { requireMemberLogin: true, memberGroups: 'gold' })
  page(root, 'For ab', 'for-ab', 90_005, { memberGroups: ['ab'] })
  page(root, 'For a', 'for-a', 90_006, { memberGroups: ['a'] })
  page(root, 'For b', 'for-b', 90_007, { memberGroups: ['b'] })
  const insert = t.db.prepare(`INSERT INTO members (id, email, password_hash, roles, created_at, updated_at)
    VALUES (?, ?, 'unused', ?, '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`)
  for (const [id, roles] of Object.entries(MEMBERS)) insert.run(id, `${id}@example.com`, JSON.stringify(roles))
})
afterAll(() => t.close())

const MEMBERS = { 'member-silver': ['silver'], 'member-gold': ['gold'], 'member-plain': ['member'], 'member-ab': ['ab'], 'member-a-b': ['a', 'b'] }
type Member = keyof typeof MEMBERS | 'anonymous'

const service = (): Hono => contentService({ db: t.db, verifyAccessToken: verifyTestToken }).routes
const headers = (member: Member): Record<string, string> => (member === 'anonymous' ? {} : { Authorization: bearerFor({ id: member }) })
const status = async (app: Hono, path: string, member: Member) => (await app.request(`/content/item/${path}`, { headers: headers(member) })).status
const clubPages = async (app: Hono, member: Member) => {
  const res = await app.request('/content?fetch=children:/&filter=contentType:clubPage&take=20', { headers: headers(member) })
  return ((await res.json()) as { items: ApiContentItem[] }).items.map((item) => item.name)
}

describe('memberGroups', () => {
  it('admits a member of any one of the groups named, and no other member', async () => {
    const app = service()
    expect(await status(app, 'gold-or-silver', 'member-silver')).toBe(200)
    expect(await status(app, 'gold-or-silver', 'member-gold')).toBe(200)
    expect(await status(app, 'gold-or-silver', 'member-plain')).toBe(403)
  })

  it('protects the pages below a protected page as well', async () => {
    const app = service()
    expect(await status(app, 'gold-or-silver/news', 'anonymous')).toBe(401)
    expect(await status(app, 'gold-or-silver/news', 'member-plain')).toBe(403)
    expect(await status(app, 'gold-or-silver/news', 'member-silver')).toBe(200)
    // Nor does a query find anything from there.
    const ancestors = async (member: Member) => {
      const res = await app.request('/content?fetch=ancestors:/gold-or-silver/news/', { headers: headers(member) })
      return ((await res.json()) as { total: number }).total
    }
    expect(await ancestors('anonymous')).toBe(0)
    expect(await ancestors('member-silver')).toBe(2)
  })

  it('that is not a list of names, or names only blanks, asks for any signed-in member', async () => {
    const app = service()
    for (const path of ['malformed', 'blank', 'as-text']) {
      expect({ path, status: await status(app, path, 'anonymous') }).toEqual({ path, status: 401 })
      expect({ path, status: await status(app, path, 'member-plain') }).toEqual({ path, status: 200 })
    }
  })
})

describe('lists, answered from the response cache', () => {
  it('never show one group\'s pages to a member of another group', async () => {
    const app = service()
    // The gold member's list is computed (and kept) first.
    expect(await clubPages(app, 'member-gold')).toEqual(['Gold or Silver', 'Malformed Groups', 'Blank Groups', 'Groups As Text'])
    expect(await clubPages(app, 'member-plain')).toEqual(['Malformed Groups', 'Blank Groups', 'Groups As Text'])
  })

  it('keep members apart whose group names run together ("ab", and "a" with "b")', async () => {
    const app = service()
    expect((await clubPages(app, 'member-a-b')).filter((name) => name.startsWith('For'))).toEqual(['For a', 'For b'])
    expect((await clubPages(app, 'member-ab')).filter((name) => name.startsWith('For'))).toEqual(['For ab'])
  })
})
