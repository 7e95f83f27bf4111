import type { Page } from '@playwright/test'
import { storedUser } from './identity-helpers.ts'
import { expect, test } from './support/fresh-member.ts'

const VERSE = '/bible/new-testament/john/3/16'
const CHAPTER = '/bible/old-testament/psalms/23'

interface Favorite { kind: string; path: string; title: string; addedAt: string }

const localFavorites = (page: Page) => page.evaluate(() => localStorage.getItem('lamp-favorites'))

/** Presses "Add {title} to favorites"; the same button then reads "Remove {title} from favorites". */
async function keep(page: Page, path: string, title: string | RegExp) {
  await page.goto(path)
  const name = (verb: 'Add' | 'Remove') => new RegExp(`^${verb} ${typeof title === 'string' ? title : title.source} (to|from) favorites$`)
  const toggle = page.getByRole('button', { name: name('Add') })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(page.getByRole('button', { name: name('Remove') })).toHaveAttribute('aria-pressed', 'true')
}

async function accountFavorites(page: Page): Promise<Favorite[]> {
  const { user } = await storedUser(page)
  const response = await page.request.get('/bible-api/api/v2/favorites', { headers: { Authorization: `Bearer ${user.access_token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as Favorite[]
}

test('a visitor keeps a verse and a chapter; they survive a reload, are listed by kind and can be removed', async ({ page }) => {
  await keep(page, VERSE, 'John 3:16')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Remove John 3:16 from favorites' })).toHaveAttribute('aria-pressed', 'true')
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

test("a visitor's favorites merge into the member's account at sign-in, without duplicates, and local ones are cleared", async ({ page, freshMember }) => {
  test.setTimeout(60_000)
  await keep(page, VERSE, 'John 3:16')
  await keep(page, CHAPTER, /Psalms? 23/)
  expect(JSON.parse((await localFavorites(page)) ?? '[]')).toHaveLength(2)

  await freshMember.signIn(CHAPTER)
  await expect.poll(() => localFavorites(page)).toBeNull()

  const stored = await accountFavorites(page)
  const keys = stored.map((item) => `${item.kind} ${item.path}`)
  expect(keys).toEqual(expect.arrayContaining([`verse ${VERSE}`, `chapter ${CHAPTER}`]))
  expect(new Set(keys).size).toBe(keys.length)

  await page.goto('/favorites')
  await expect(page.getByRole('region', { name: 'Verses' }).getByRole('link', { name: 'John 3:16' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Chapters' }).getByRole('link', { name: /^Psalms? 23$/ })).toBeVisible()

  // A member's toggle that the service refuses goes back, and the stored list is untouched.
  const favoritesApi = (url: URL) => url.pathname === '/bible-api/api/v2/favorites'
  await page.route(favoritesApi, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: 'down' } }) : route.fallback())
  await page.goto(VERSE)
  const toggle = page.getByRole('button', { name: 'Remove John 3:16 from favorites' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const refused = page.waitForResponse((r) => favoritesApi(new URL(r.url())) && r.request().method() === 'PUT')
  await toggle.click()
  // The page asked to store the list without the verse; the service refused, so the toggle goes back.
  expect((await refused).request().postDataJSON()).not.toContainEqual(expect.objectContaining({ path: VERSE }))
  await expect(page.getByRole('button', { name: 'Remove John 3:16 from favorites' })).toHaveAttribute('aria-pressed', 'true')
  await page.unroute(favoritesApi)
  expect((await accountFavorites(page)).map((item) => `${item.kind} ${item.path}`)).toEqual(keys)
})
