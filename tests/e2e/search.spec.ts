import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { interactive } from './support/interactive.ts'

/** The results page's live region (the toast area has its own). */
const status = (page: Page) => page.getByRole('main').getByRole('status')
/** The jump box's input (the header's colour-mode select is a combobox too). */
const jumpBox = (page: Page) => page.getByRole('dialog').getByRole('combobox')

/** Opens the jump box with `/`, as a keyboard user would, and types into it. */
async function typeInJumpBox(page: Page, text: string) {
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await interactive(page)
  await page.keyboard.press('/')
  const box = jumpBox(page)
  await expect(box).toBeFocused()
  await page.keyboard.type(text)
  return box
}

test.describe('the results page', () => {
  test('everlasting life: John 3:16 comes first among John’s, and the John filter starts with it', async ({ page }) => {
    await page.goto('/search?q=everlasting+life')
    await expect(status(page)).toContainText(/\d+ verses found for “everlasting life”/)
    const results = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('link', { name: /^\w.* \d+:\d+$/ }) })
    const references = results.getByRole('link')
    await expect(references.first()).toBeVisible()
    const names = await references.allTextContents()
    expect(names.find((name) => name.startsWith('John '))).toBe('John 3:16')
    await expect(results.locator('mark').first()).toHaveText(/everlasting|life/i)

    await page.getByRole('navigation', { name: 'Books' }).getByRole('link', { name: /^John \d+$/ }).click()
    await expect(page).toHaveURL(/[?&]book=john/)
    await expect(status(page)).toContainText('in John.')
    await expect(references.first()).toHaveText('John 3:16')
    await references.first().click()
    await expect(page).toHaveURL(/\/bible\/new-testament\/john\/3\/16$/)
  })

  test('the testament filter and the pages move through the results', async ({ page }) => {
    await page.goto('/search?q=faith')
    await expect(status(page)).toContainText('verses found for “faith”')
    await page.getByRole('navigation', { name: 'Testament' }).getByRole('link', { name: /Old Testament/ }).click()
    await expect(page).toHaveURL(/testament=old/)
    const books = page.getByRole('navigation', { name: 'Books' })
    await expect(books.getByRole('link', { name: /^Romans/ })).toHaveCount(0)
    await page.goto('/search?q=faith')
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2 of')
  })

  test('an empty, a one-letter and a garbage query get a clear answer, in Spanish too', async ({ page }) => {
    await page.goto('/search')
    await expect(status(page)).toHaveText('Type a word or a phrase to search the King James Version.')
    await page.getByRole('searchbox', { name: 'Words or a phrase' }).fill('a')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(status(page)).toHaveText('Type at least 2 letters to search (and 2 before a *).')
    await page.goto('/search?q=NEAR(')
    await expect(status(page)).toContainText('AND, OR, NOT and NEAR are not search operators here.')
    await page.goto('/es/search?q=%F0%9F%99%8F%20%2A')
    await expect(status(page)).toHaveText('No hay nada que buscar en “🙏 *”: escriba letras o números.')
    await expect(page.getByRole('search', { name: 'Buscar en la Biblia' })).toBeVisible()
  })
})

test.describe('the jump box', () => {
  test('Juan 3:16 typed on a Spanish page lands on the Spanish page of that verse', async ({ page }) => {
    await page.goto('/es')
    await typeInJumpBox(page, 'Juan 3:16')
    await expect(page.getByRole('option', { name: 'Ir a Juan 3:16' })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/es\/bible\/new-testament\/john\/3\/16$/)
    // The verse's name is Spanish content on /es (decision 0001).
    await expect(page.getByRole('heading', { level: 1, name: 'Juan 3:16' })).toBeVisible()
  })

  test('ps 23 lands on Psalm 23, and a range on its first verse with the range marked', async ({ page }) => {
    await page.goto('/')
    await typeInJumpBox(page, 'ps 23')
    await expect(page.getByRole('option', { name: 'Go to Psalms 23' })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/bible\/old-testament\/psalms\/23$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Psalms 23' })).toBeVisible()

    await typeInJumpBox(page, 'John 3:16-18')
    await page.getByRole('option', { name: 'Go to John 3:16-18' }).click()
    await expect(page).toHaveURL(/\/bible\/new-testament\/john\/3\/16#v16-18$/)
  })

  test('words that are not a reference run a search', async ({ page }) => {
    await page.goto('/bible')
    await typeInJumpBox(page, 'everlasting life')
    await expect(page.getByRole('option', { name: 'Search for “everlasting life”' })).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('option')).toHaveCount(1)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=everlasting(\+|%20)life$/)
    await expect(status(page)).toContainText('verses found for “everlasting life”')
  })

  test('works from the keyboard alone: Tab to the button, arrows between suggestions, Escape to close', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    const button = page.getByRole('button', { name: 'Search or go to a verse' })
    for (let tab = 0; tab < 40 && !(await button.evaluate((element) => element === document.activeElement)); tab++) await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    const box = jumpBox(page)
    await expect(box).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(box).toBeHidden()

    await typeInJumpBox(page, 'so 1')
    // `so` is the Song of Solomon in English and Zephaniah in Spanish: both are offered, the page's language first.
    const options = page.getByRole('dialog').getByRole('option')
    await expect(options).toHaveText(['Go to Song of Solomon 1', 'Go to Zephaniah 1', 'Search for “so 1”'])
    await expect(options.first()).toHaveAttribute('data-active-item', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('data-active-item', 'true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=so(\+|%20)1$/)
  })

  test('`/` typed inside a field is text, not the shortcut', async ({ page }) => {
    await page.goto('/search')
    const field = page.getByRole('searchbox', { name: 'Words or a phrase' })
    await field.fill('')
    await field.press('/')
    await expect(field).toHaveValue('/')
    await expect(jumpBox(page)).toHaveCount(0)
  })
})
