import type { Page } from '@playwright/test'
import { accountButton } from './identity-helpers.ts'
import { expect, test } from './support/fresh-member.ts'
import { interactive } from './support/interactive.ts'

const JOHN_3 = '/bible/new-testament/john/3'

/** The site header's height as the reader sees it. */
async function headerHeight(page: Page): Promise<number> {
  const box = await page.locator('header.site-header').boundingBox()
  if (!box) throw new Error('the header is not on screen')
  return box.height
}

/** Is the keyboard's focus inside the element the locator finds? */
const focusIsInside = (page: Page, selector: string) =>
  page.evaluate((inside) => document.querySelector(inside)?.contains(document.activeElement) ?? false, selector)

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the header is one bar of at most 56 px with the logo, search and a menu, and it stays at the top', async ({ page }) => {
    for (const [path, heading, search, menu] of [[JOHN_3, 'John 3', 'Search or go to a verse', 'Menu'], ['/es/bible/new-testament/john/3', 'Juan 3', 'Buscar o ir a un versículo', 'Menú']] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const header = page.getByRole('banner')
      await expect(header.locator('.brand')).toBeVisible()
      await expect(header.getByRole('button', { name: search })).toBeVisible()
      await expect(header.getByRole('button', { name: menu, exact: true })).toBeVisible()
      // The sections and settings are in the drawer, not squeezed into the bar.
      await expect(header.getByRole('navigation')).toHaveCount(0)
      const height = await headerHeight(page)
      test.info().annotations.push({ type: 'header height (px)', description: `${path}: ${height}` })
      expect(height, `${path}: the header's height`).toBeLessThanOrEqual(56)
    }
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const box = await page.locator('header.site-header').boundingBox()
    expect(box?.y, 'the header sticks to the top when the reader scrolls').toBe(0)
  })

  test('the menu opens a drawer that takes the focus, closes with Escape and gives the focus back', async ({ page }) => {
    await page.goto(JOHN_3)
    await interactive(page)
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })
    await menuButton.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect.poll(() => focusIsInside(page, '[role="dialog"]')).toBe(true)
    // Everything the phone header leaves out is in the drawer.
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(8)
    await expect(drawer.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' })).toBeVisible()
    await expect(drawer.getByLabel('Colour mode')).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bible' })).toHaveAttribute('aria-current', 'true')
    // The focus stays inside while the drawer is open.
    for (let step = 0; step < 16; step++) await page.keyboard.press('Tab')
    expect(await focusIsInside(page, '[role="dialog"]')).toBe(true)

    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)
    await expect(menuButton).toBeFocused()

    // The close button closes it too, and the colour mode chosen there applies at once.
    await menuButton.click()
    await drawer.getByLabel('Colour mode').selectOption('dark')
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'dark')
    await drawer.getByRole('button', { name: 'Close the menu' }).click()
    await expect(drawer).toHaveCount(0)
    await expect(menuButton).toBeFocused()
  })

  test('a section chosen in the drawer opens, and the drawer is gone', async ({ page }) => {
    await page.goto(JOHN_3)
    await interactive(page)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Articles' }).click()
    await expect(page).toHaveURL(/\/articles$/)
    // The focus goes to the new page's heading, not back to the Menu button of the page that was left.
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeFocused()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // In Spanish, from the drawer's language links.
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(/\/es\/articles$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Artículos' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Menú', exact: true }).click()
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Biblia' }).click()
    await expect(page).toHaveURL(/\/es\/bible$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a member reaches their account from the drawer: the profile and signing out', async ({ page, freshMember }) => {
    test.setTimeout(60_000)
    // Signed in at the desktop width (the fixture uses the header's link), then read on a phone.
    await page.setViewportSize({ width: 1280, height: 800 })
    await freshMember.signIn()
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(accountButton(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.getByRole('button', { name: /^Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'My profile' }).click()
    await expect(page).toHaveURL(/\/my-profile$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await drawer.getByRole('button', { name: /^Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page.getByRole('status').getByText('You have been logged out. Goodbye!')).toBeVisible({ timeout: 15_000 })
  })

  test('the search button opens the jump box from the bar', async ({ page }) => {
    await page.goto(JOHN_3)
    await interactive(page)
    await page.getByRole('banner').getByRole('button', { name: 'Search or go to a verse' }).click()
    const box = page.getByRole('dialog').getByRole('combobox')
    await expect(box).toBeFocused()
    await page.keyboard.type('ps 23')
    await expect(page.getByRole('option', { name: /^Go to Psalms? 23$/ })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/bible\/old-testament\/psalms\/23$/)
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the header shows the sections, language, colour mode and account, and no menu button', async ({ page }) => {
    await page.goto(JOHN_3)
    const header = page.getByRole('banner')
    await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' })).toBeVisible()
    await expect(header.getByRole('navigation', { name: 'Language' })).toBeVisible()
    await expect(header.getByLabel('Colour mode')).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
    await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click()
    // The focus moves to the new page's heading (once that page is shown: not lost on the body with the old one).
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeFocused()
  })
})
