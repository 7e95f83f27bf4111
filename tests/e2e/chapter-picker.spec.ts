import type { Page } from '@playwright/test'
import { expectAccessible } from './support/axe.ts'
import { openReading } from './support/reader.ts'
import { expect, test } from './fixtures.ts'

/** The content's book names, in canonical order, as the Bible page lists them (per testament). */
async function bookNames(page: Page, bibleIndex: string) {
  await page.goto(bibleIndex)
  // Each testament's heading links to its own page; its list holds the books.
  await expect(page.getByRole('main').getByRole('region').getByRole('listitem').getByRole('link')).toHaveCount(66)
  const names = (heading: RegExp) => page.getByRole('region', { name: heading }).getByRole('listitem').getByRole('link').allTextContents()
  return { old: await names(/Old Testament|Antiguo Testamento/), new: await names(/New Testament|Nuevo Testamento/) }
}

// Each test runs axe or walks a whole dialog: slow on a busy machine.
test.slow()

test('from the keyboard alone, the picker reaches Psalm 119', async ({ page }) => {
  await openReading(page, '/bible/new-testament/john/3', 'John 3')
  const button = page.getByRole('button', { name: 'Books and chapters' })
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Choose a book' })
  const books = dialog.getByRole('listbox', { name: 'Books' })
  // It opens on the reader's book.
  await expect(books.getByRole('option', { name: 'John', exact: true })).toBeFocused()
  await expect(books.getByRole('option', { name: 'John', exact: true })).toHaveAttribute('aria-selected', 'true')
  await expect(books.getByRole('group')).toHaveCount(2)
  await expectAccessible(page, '[role="dialog"]')

  // Typing a name's first letters moves to it.
  await page.keyboard.type('Ps')
  await expect(books.getByRole('option', { name: 'Psalms' })).toBeFocused()
  await page.keyboard.press('Enter')

  const chapters = page.getByRole('dialog', { name: 'Psalms: choose a chapter' }).getByRole('grid', { name: 'Chapters of Psalms' })
  await expect(chapters.getByRole('row')).toHaveCount(15)
  await expect(chapters.getByRole('link', { name: 'Psalms chapter 1', exact: true })).toBeFocused()
  await expectAccessible(page, '[role="dialog"]')
  for (let row = 0; row < 11; row++) await page.keyboard.press('ArrowDown')
  for (let column = 0; column < 8; column++) await page.keyboard.press('ArrowRight')
  await expect(chapters.getByRole('link', { name: 'Psalms chapter 119' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/bible\/old-testament\/psalms\/119$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Psalms 119' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the books are the content’s, grouped by testament; Back returns to them; Escape closes', async ({ page }) => {
  const names = await bookNames(page, '/bible')
  expect(names.old).toHaveLength(39)
  expect(names.new).toHaveLength(27)
  await openReading(page, '/bible/new-testament/john/3/16', 'John 3:16')
  await page.getByRole('button', { name: 'Books and chapters' }).click()
  const books = page.getByRole('listbox', { name: 'Books' })
  await expect(books.getByRole('group', { name: 'Old Testament' }).getByRole('option')).toHaveText(names.old)
  await expect(books.getByRole('group', { name: 'New Testament' }).getByRole('option')).toHaveText(names.new)

  await books.getByRole('option', { name: 'Obadiah' }).click()
  const grid = page.getByRole('grid', { name: 'Chapters of Obadiah' })
  await expect(grid.getByRole('link')).toHaveCount(1)
  await page.getByRole('button', { name: 'All books' }).click()
  await expect(books.getByRole('option', { name: 'Obadiah' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Books and chapters' })).toBeFocused()

  // From a verse's page, the picker starts on its chapter.
  await page.getByRole('button', { name: 'Books and chapters' }).click()
  await page.getByRole('listbox', { name: 'Books' }).getByRole('option', { name: 'John', exact: true }).click()
  const current = page.getByRole('grid', { name: 'Chapters of John' }).getByRole('link', { name: 'John chapter 3', exact: true })
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(current).toBeFocused()
  await page.getByRole('grid', { name: 'Chapters of John' }).getByRole('link', { name: 'John chapter 4', exact: true }).click()
  await expect(page).toHaveURL(/\/bible\/new-testament\/john\/4$/)
})

test('in Spanish: Spanish labels, the content’s book names for /es, and Spanish pages', async ({ page }) => {
  const names = await bookNames(page, '/es/bible')
  await openReading(page, '/es/bible/new-testament/john/3', 'Juan 3')
  await page.getByRole('button', { name: 'Libros y capítulos' }).click()
  const dialog = page.getByRole('dialog', { name: 'Elija un libro' })
  const books = dialog.getByRole('listbox', { name: 'Libros' })
  await expect(books.getByRole('group', { name: 'Antiguo Testamento' }).getByRole('option')).toHaveText(names.old)
  await expect(books.getByRole('group', { name: 'Nuevo Testamento' }).getByRole('option')).toHaveText(names.new)
  const psalms = names.old[18] ?? ''
  await books.getByRole('option', { name: psalms }).click()
  await page.getByRole('grid', { name: `Capítulos de ${psalms}` }).getByRole('link', { name: `${psalms}, capítulo 119` }).click()
  await expect(page).toHaveURL(/\/es\/bible\/old-testament\/psalms\/119$/)
})
