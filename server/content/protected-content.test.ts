import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentPicker, createContentWriter, type NodeRef } from '../db/content-writer.ts'
import { bearerFor, createTestApp, getJson, TEST_MEMBERS, type TestApp } from '../testing/test-app.ts'
import type { ApiContentItem } from './serializer.ts'

// The seeded member pages (R-SEED-5, R-MEMBER-3): /members/ for any signed-in member, /members/bible-study-guide/ for
// the premium group only. What the app's route guard shows is one thing; these tests check the service itself.
let t: TestApp
let guideId: string
beforeAll(() => {
  t = createTestApp()
  guideId = t.db.prepare("SELECT id FROM content WHERE path = '/members/bible-study-guide/'").pluck().get() as string
  // A public page that picks the guide, to check that an expanded picker does not leak it.
  const root = t.db.prepare('SELECT id, path, level, tree_key AS treeKey FROM content WHERE parent_id IS NULL').get() as NodeRef
  createContentWriter(t.db)(root, { contentType: 'generalPage', name: 'Picks the guide', urlSegment: 'picks-the-guide', sortOrder: 99_000, properties: { related: contentPicker(guideId) } })
})
afterAll(() => t.close())

const ANONYMOUS = {}
const DEMO = { Authorization: bearerFor(TEST_MEMBERS.demo) }
const PREMIUM = { Authorization: bearerFor(TEST_MEMBERS.premium) }
const FORGED = { Authorization: 'Bearer forged' }
const GUIDE = 'content/item/members/bible-study-guide'

async function refused(path: string, headers: Record<string, string>, status: 401 | 403) {
  const { status: actual, body, res } = await getJson<Record<string, unknown>>(t.app, path, headers)
  expect({ path, status: actual }).toEqual({ path, status })
  expect(res.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
  expect(body).toMatchObject({ type: 'Error', status })
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  // Nothing of the page itself comes back.
  expect(JSON.stringify(body)).not.toMatch(/Study Guide|properties/)
  return { body, res }
}

describe('an item for members only', () => {
  it('answers 401 with a Bearer challenge without a token, or with a token that is no good', async () => {
    for (const path of [GUIDE, `content/item/${guideId}`, 'content/item/members']) {
      const { body, res } = await refused(path, ANONYMOUS, 401)
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"')
      expect(body).toMatchObject({ title: 'Unauthorized', detail: 'This content is for signed-in members: send a member\'s bearer access token.' })
      expect((await refused(path, FORGED, 401)).body['detail']).toMatch(/invalid or has expired/)
    }
  })

  it('answers 403 to a member outside its group, and 200 to any member where no group is named', async () => {
    expect((await refused(GUIDE, DEMO, 403)).body).toMatchObject({ title: 'Forbidden', detail: 'This content is for members of a group this account is not in.' })
    expect((await getJson(t.app, 'content/item/members', DEMO)).status).toBe(200)
  })

  it('answers a member of the group, never with a public Cache-Control', async () => {
    for (const path of [GUIDE, `content/item/${guideId}`]) {
      const { status, body, res } = await getJson<ApiContentItem>(t.app, path, PREMIUM)
      expect(status).toBe(200)
      expect(body.properties).toMatchObject({ requireMemberLogin: true, memberGroups: ['premium'] })
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(res.headers.get('Vary')).toContain('Authorization')
    }
  })

  it('is never served from the response cache to someone who may not see it', async () => {
    // The premium member's answers are computed (and kept) first: every other caller must still be refused.
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await t.app.request(`/umbraco/delivery/api/v2/${GUIDE}`, { headers: { ...PREMIUM, 'Accept-Encoding': encoding } })).status).toBe(200)
      await refused(GUIDE, { 'Accept-Encoding': encoding }, 401)
      await refused(GUIDE, { ...DEMO, 'Accept-Encoding': encoding }, 403)
      await refused(GUIDE, { ...FORGED, 'Accept-Encoding': encoding }, 401)
    }
  })
})

describe('an answer given again from memory (decision 0132)', () => {
  it('is an anonymous caller\'s only: a member sending the same request gets their own, and the anonymous caller theirs', async () => {
    const children = async (headers: Record<string, string>) => (await getJson<{ total: number }>(t.app, 'content?fetch=children:/members/&take=7', headers)).body.total
    const related = async (headers: Record<string, string>) =>
      (await getJson<ApiContentItem>(t.app, 'content/item/picks-the-guide?expand=properties[related]&take=7', headers)).body.properties['related']
    // Addresses no other test sends (`take=7` means nothing to an item, and is ignored), so nothing is remembered yet.
    // Anonymous twice first, so the second is answered from memory and the next callers could be too.
    expect([await children(ANONYMOUS), await children(ANONYMOUS)]).toEqual([0, 0])
    expect(await children(PREMIUM)).toBe(1)
    expect([await children(ANONYMOUS), await children(FORGED), await children(DEMO)]).toEqual([0, 0, 0])
    expect([await related(ANONYMOUS), await related(ANONYMOUS)]).toEqual([null, null])
    expect(await related(PREMIUM)).toMatchObject({ name: 'Bible Study Guide' })
    expect(await related(ANONYMOUS)).toBeNull()
  })

  it('never lets a protected item through to an anonymous caller who asks again', async () => {
    expect((await getJson(t.app, 'content/item/members?take=7', DEMO)).status).toBe(200)
    for (let i = 0; i < 2; i++) await refused('content/item/members?take=7', ANONYMOUS, 401)
  })
})

describe('lists and lookups', () => {
  const names = async (path: string, headers: Record<string, string>) => {
    const { body } = await getJson<{ total: number; items: ApiContentItem[] }>(t.app, path, headers)
    return { total: body.total, names: body.items.map((item) => item.name) }
  }

  it('leave protected items out of fetch=children and fetch=descendants, total included, for whoever may not see them', async () => {
    // Premium first, so a kept answer would show if the cache mixed callers up.
    expect(await names('content?fetch=children:/members/', PREMIUM)).toEqual({ total: 1, names: ['Bible Study Guide'] })
    expect(await names('content?fetch=children:/members/', DEMO)).toEqual({ total: 0, names: [] })
    expect(await names('content?fetch=children:/members/', ANONYMOUS)).toEqual({ total: 0, names: [] })
    expect(await names('content?fetch=children:/members/', FORGED)).toEqual({ total: 0, names: [] })
    const pages = 'content?fetch=descendants:/&filter=contentType:generalPage&take=100'
    const all = await names(pages, PREMIUM)
    expect(all.names).toEqual(expect.arrayContaining(['Members', 'Bible Study Guide', 'About']))
    const anonymous = await names(pages, ANONYMOUS)
    expect(anonymous.names).not.toContain('Members')
    expect(anonymous.names).not.toContain('Bible Study Guide')
    expect(anonymous.total).toBe(all.total - 2)
    expect((await names(pages, DEMO)).total).toBe(all.total - 1)
  })

  it('find nothing under a protected item for whoever may not see it', async () => {
    expect(await names('content?fetch=ancestors:/members/bible-study-guide/', ANONYMOUS)).toEqual({ total: 0, names: [] })
    expect((await names('content?fetch=ancestors:/members/bible-study-guide/', PREMIUM)).total).toBe(2)
  })

  it('leave protected items out of items?id= lookups', async () => {
    const about = (await getJson<ApiContentItem>(t.app, 'content/item/about')).body.id
    const lookup = `content/items?id=${guideId}&id=${about}`
    expect((await getJson<ApiContentItem[]>(t.app, lookup, PREMIUM)).body.map((item) => item.name)).toEqual(['Bible Study Guide', 'About'])
    expect((await getJson<ApiContentItem[]>(t.app, lookup, ANONYMOUS)).body.map((item) => item.name)).toEqual(['About'])
    expect((await getJson<ApiContentItem[]>(t.app, lookup, DEMO)).body.map((item) => item.name)).toEqual(['About'])
  })

  it('leave a protected item out of an expanded picker on a public page', async () => {
    const page = (headers: Record<string, string>) => getJson<ApiContentItem>(t.app, 'content/item/picks-the-guide?expand=properties[related]', headers)
    expect((await page(PREMIUM)).body.properties['related']).toMatchObject({ name: 'Bible Study Guide', properties: { memberGroups: ['premium'] } })
    const anonymous = await page(ANONYMOUS)
    expect(anonymous.body.properties['related']).toBeNull()
    expect(anonymous.res.headers.get('Cache-Control')).toMatch(/^public/)
    expect((await page(DEMO)).body.properties['related']).toBeNull()
  })
})
