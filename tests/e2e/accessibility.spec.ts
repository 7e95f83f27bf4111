import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { openReading, tapVerse } from './support/reader.ts'
import { expect, test } from './fixtures.ts'

const JOHN_3 = '/bible/new-testament/john/3'
const JOHN_3_16 = '/bible/new-testament/john/3/16'

/** The violations of a few named axe rules (experimental ones too: naming them runs them), on the page or inside a selector. */
async function violationsOf(page: Page, rules: string[], inside?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).withRules(rules)
  if (inside) builder.include(inside)
  const results = await builder.analyze()
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}

/** How many links say `aria-current="page"` inside each navigation landmark, by the landmark's name. */
const currentPagesPerNavigation = (page: Page) => page.locator('nav').evaluateAll((navs) =>
  Object.fromEntries(navs.map((nav) => [nav.getAttribute('aria-label') ?? '', nav.querySelectorAll('[aria-current="page"]').length])))

test('the notifications area announces a toast from a status region that is not a list with a role', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' })
  await openReading(page, JOHN_3, 'John 3')
  expect(await violationsOf(page, ['aria-allowed-role'])).toEqual([])
  await tapVerse(page, 16)
  await page.getByRole('toolbar').getByRole('button', { name: 'Copy' }).click()
  const status = page.getByRole('region', { name: 'Notifications' }).getByRole('status')
  await expect(status.getByRole('listitem').filter({ hasText: 'Verse copied' })).toBeVisible()
  expect(await violationsOf(page, ['aria-allowed-role'])).toEqual([])
})

test('every Save button is named by the words it shows, and keeps its name when pressed', async ({ page }) => {
  await page.goto('/videos')
  const saves = page.locator('button.favorite-toggle')
  await expect(saves.first()).toBeEnabled()
  expect(await saves.count()).toBeGreaterThan(1)
  expect(await violationsOf(page, ['label-content-name-mismatch'], 'button.favorite-toggle')).toEqual([])

  await page.goto(JOHN_3_16)
  const save = page.getByRole('button', { name: 'Save John 3:16', exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  expect(await violationsOf(page, ['label-content-name-mismatch'], 'button.favorite-toggle')).toEqual([])
})

test.describe('the current page', () => {
  test('a verse page marks no link as the current page: its section is current, not the page', async ({ page }) => {
    await page.goto(JOHN_3_16)
    await expect(page.getByRole('heading', { level: 1, name: 'John 3:16' })).toBeVisible()
    const counts = await currentPagesPerNavigation(page)
    expect(Object.values(counts).every((count) => count === 0), JSON.stringify(counts)).toBe(true)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bible' })).toHaveAttribute('aria-current', 'true')
  })

  test('a section’s own page is the one current page of the main navigation, in English and Spanish', async ({ page }) => {
    for (const [path, heading, link] of [['/bible', 'Bible', 'Bible'], ['/es/bible', 'Biblia', 'Biblia'], ['/es/articles', 'Artículos', 'Artículos']] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const counts = await currentPagesPerNavigation(page)
      expect(Object.values(counts).every((count) => count <= 1), `${path}: ${JSON.stringify(counts)}`).toBe(true)
      await expect(page.getByRole('navigation', { name: /^(Main|Principal)$/ }).locator('[aria-current="page"]')).toHaveText(link)
    }
  })

  test('the Spanish home link is current on the Spanish home page only', async ({ page }) => {
    await page.goto('/es/bible')
    await expect(page.locator('.site-header .brand')).not.toHaveAttribute('aria-current', /.*/)
    await page.goto('/es')
    await expect(page.locator('.site-header .brand')).toHaveAttribute('aria-current', 'page')
  })
})

test('a chapter’s verse numbers are read (once, before their words), while the printed ones stay out of the way', async ({ page }) => {
  await openReading(page, JOHN_3, 'John 3')
  const verse16 = page.locator('#v16')
  await expect(verse16).toMatchAriaSnapshot(`
    - button "Verse 16" [pressed=false]
    - text: /^For God so loved the world/
  `)
  await expect(page.getByRole('group', { name: 'Verses' }).getByRole('button', { name: /^Verse \d+$/ })).toHaveCount(36)
})
