import type { Page } from '@playwright/test'
import { accountButton, storedUser } from './identity-helpers.ts'
import { holdContent } from './support/held-content.ts'
import { interactive } from './support/interactive.ts'
import { expect, test } from './support/fresh-member.ts'

const VERSE = '/bible/new-testament/john/3/16'
const CHAPTER = '/bible/old-testament/psalms/23'
const VIDEO_TOPIC = '/videos/topic/psalms'
const FAVORITES_PATH = '/bible-api/api/v2/favorites'

interface Favorite { kind: string; path: string; title: string; addedAt: string }

const localFavorites = (page: Page) => page.evaluate(() => localStorage.getItem('lamp-favorites'))

/** The page's Save toggle for a title: it keeps its name ("Save John 3:16"); aria-pressed says whether it is kept. */
const saveToggle = (page: Page, title: string | RegExp) => typeof title === 'string'
  ? page.getByRole('button', { name: `Save ${title}`, exact: true })
  : page.getByRole('button', { name: new RegExp(`^Save ${title.source}$`) })

/** Presses a page's Save toggle and sees it pressed. */
async function keep(page: Page, path: string, title: string | RegExp) {
  await page.goto(path)
  const toggle = saveToggle(page, title)
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
}

async function accountFavorites(page: Page): Promise<Favorite[]> {
  const { user } = await storedUser(page)
  const response = await page.request.get(FAVORITES_PATH, { headers: { Authorization: `Bearer ${user.access_token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as Favorite[]
}

test('a visitor keeps a verse and a chapter; they survive a reload, are listed by kind and can be removed', async ({ page }) => {
  await keep(page, VERSE, 'John 3:16')
  await page.reload()
  await expect(saveToggle(page, 'John 3:16')).toHaveAttribute('aria-pressed', 'true')
  await keep(page, CHAPTER, /Psalms? 23/)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible()
  const verses = page.getByRole('region', { name: 'Verses' })
  const chapters = page.getByRole('region', { name: 'Chapters' })
  await expect(verses.getByRole('link', { name: 'John 3:16' })).toHaveAttribute('href', VERSE)
  await expect(chapters.getByRole('link', { name: /^Psalms? 23$/ })).toHaveAttribute('href', CHAPTER)

  await verses.getByRole('button', { name: 'Remove John 3:16 from favorites' }).click()
  await expect(verses).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Chapters' }).getByRole('link')).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Verses' })).toHaveCount(0)

  await chapters.getByRole('link').click()
  await expect(page).toHaveURL(CHAPTER)
})

test('Save on a page whose next chapter is still loading keeps that page, not the one being loaded (decision 0129)', async ({ page }) => {
  const john4 = await holdContent(page, 'john/4')
  await page.goto('/bible/new-testament/john/3')
  await interactive(page)
  const john3 = saveToggle(page, 'John 3')
  await expect(john3).toBeEnabled()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL('/bible/new-testament/john/4')
  await expect.poll(john4.count).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 3')
  await expect(john3).toHaveAttribute('aria-pressed', 'false')
  await john3.click()
  await expect(john3).toHaveAttribute('aria-pressed', 'true')
  expect(JSON.parse((await localFavorites(page)) ?? '[]')).toEqual([expect.objectContaining({ kind: 'chapter', path: '/bible/new-testament/john/3', title: 'John 3' })])

  john4.release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 4')
  await expect(saveToggle(page, 'John 4')).toHaveAttribute('aria-pressed', 'false')
  await page.goBack()
  await expect(saveToggle(page, 'John 3')).toHaveAttribute('aria-pressed', 'true')
})

test("a visitor's favorites merge into the member's account at sign-in, without duplicates, and local ones are cleared", async ({ page, freshMember }) => {
  test.setTimeout(60_000)
  await keep(page, VERSE, 'John 3:16')
  await keep(page, CHAPTER, /Psalms? 23/)
  expect(JSON.parse((await localFavorites(page)) ?? '[]')).toHaveLength(2)

  await freshMember.signIn(CHAPTER)
  await expect.poll(() => localFavorites(page)).toBeNull()

  const stored = await accountFavorites(page)
  const keys = stored.map((item) => `${item.kind} ${item.path}`)
  expect(keys).toEqual([`verse ${VERSE}`, `chapter ${CHAPTER}`])

  await page.goto('/favorites')
  await expect(page.getByRole('region', { name: 'Verses' }).getByRole('link', { name: 'John 3:16' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Chapters' }).getByRole('link', { name: /^Psalms? 23$/ })).toBeVisible()

  // A member's toggle that the service refuses goes back, and the stored list is untouched.
  const favoritesApi = (url: URL) => url.pathname === FAVORITES_PATH
  await page.route(favoritesApi, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'down' } }) : route.fallback())
  await page.goto(VERSE)
  const toggle = saveToggle(page, 'John 3:16')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const refused = page.waitForResponse((r) => favoritesApi(new URL(r.url())) && r.request().method() === 'DELETE')
  await toggle.click()
  // The page asked to remove just this verse; the service refused, so the toggle goes back.
  const removal = new URL((await refused).url())
  expect([removal.searchParams.get('kind'), removal.searchParams.get('path')]).toEqual(['verse', VERSE])
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.unroute(favoritesApi)
  expect((await accountFavorites(page)).map((item) => `${item.kind} ${item.path}`)).toEqual(keys)
})

test('three saves at once on a slow network (600 ms) are all stored, one request per save, never a whole list', async ({ page, freshMember }) => {
  test.setTimeout(60_000)
  await freshMember.signIn()
  const sent: Array<{ method: string; body: unknown }> = []
  await page.route((url) => url.pathname === FAVORITES_PATH, async (route) => {
    const method = route.request().method()
    if (method === 'GET') return route.fallback()
    sent.push({ method, body: route.request().postDataJSON() as unknown })
    await new Promise((resolve) => setTimeout(resolve, 600))
    return route.fallback()
  })
  await page.goto(VIDEO_TOPIC)
  const saves = page.getByRole('button', { name: /^Save .+/, pressed: false })
  await expect(saves.nth(2)).toBeEnabled()
  const titles = (await Promise.all([0, 1, 2].map((index) => saves.nth(index).getAttribute('aria-label'))))
    .map((label) => (label ?? '').replace(/^Save /, ''))
  // Three Save clicks in one go (one task, as a quick double-tapper manages), then nothing to wait for but the network.
  await page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.favorite-toggle[aria-pressed="false"]')].slice(0, 3)
    for (const button of buttons) button.click()
  })
  for (const title of titles) await expect(saveToggle(page, title)).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await accountFavorites(page)).length, { timeout: 10_000 }).toBe(3)
  expect((await accountFavorites(page)).map((item) => item.title).sort()).toEqual([...titles].sort())
  expect(sent.map((request) => request.method)).toEqual(['POST', 'POST', 'POST'])
  expect(sent.every((request) => Array.isArray(request.body) && request.body.length === 1)).toBe(true)
  await page.reload()
  for (const title of titles) await expect(saveToggle(page, title)).toHaveAttribute('aria-pressed', 'true')
})

test('two tabs of one member saving different pages keep both', async ({ page, freshMember }) => {
  test.setTimeout(60_000)
  await freshMember.signIn()
  const other = await page.context().newPage()
  await other.goto(CHAPTER)
  await expect(accountButton(other)).toBeVisible()
  // Both tabs have read the (empty) list before either saves.
  await page.goto(VERSE)
  await expect(saveToggle(page, 'John 3:16')).toBeEnabled()
  await expect(saveToggle(other, /Psalms? 23/)).toBeEnabled()
  await Promise.all([
    saveToggle(page, 'John 3:16').click(),
    saveToggle(other, /Psalms? 23/).click(),
  ])
  await expect.poll(async () => (await accountFavorites(page)).map((item) => `${item.kind} ${item.path}`).sort(), { timeout: 10_000 })
    .toEqual([`chapter ${CHAPTER}`, `verse ${VERSE}`])
  await other.close()
})
