import type { Locator, Page } from '@playwright/test'
import { openReading, tapVerse } from './support/reader.ts'
import { expect, test } from './fixtures.ts'

/** What must not reach paper: the site's header and footer, and every button and navigation on the page. */
async function expectNothingButText(page: Page) {
  await expect(page.locator('header.site-header')).toBeHidden()
  await expect(page.locator('footer.site-footer')).toBeHidden()
  await expect(page.locator('button:visible')).toHaveCount(0)
  await expect(page.locator('nav:visible')).toHaveCount(0)
}

async function expectVisible(...locators: Locator[]) {
  for (const locator of locators) await expect(locator).toBeVisible()
}

test('a chapter prints as its reference and its words, without header, buttons or footer', async ({ page }) => {
  await openReading(page, '/bible/new-testament/john/3', 'John 3')
  // On screen they are all there.
  await expectVisible(page.locator('header.site-header'), page.locator('footer.site-footer'), page.getByRole('button', { name: 'Books and chapters' }))
  await expect(page.locator('nav:visible')).not.toHaveCount(0)
  await page.emulateMedia({ media: 'print' })
  await expectNothingButText(page)
  await expectVisible(page.getByRole('heading', { level: 1, name: 'John 3' }), page.locator('[data-verse="16"]'))
  await expect(page.locator('[data-verse="16"]')).toContainText('For God so loved the world')
})

test('a verse picked before printing prints without its action bar', async ({ page }) => {
  await openReading(page, '/es/bible/new-testament/john/3', 'Juan 3')
  await tapVerse(page, 2)
  await expect(page.getByRole('toolbar')).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('toolbar')).toBeHidden()
  await expectNothingButText(page)
})

test('a devotional prints as text with its passage’s reference', async ({ page }) => {
  await page.goto('/emails/daily/am')
  const reference = page.locator('.passage figcaption a')
  await expect(reference).toHaveText(/ KJV$/)
  await page.emulateMedia({ media: 'print' })
  await expectNothingButText(page)
  await expectVisible(page.getByRole('heading', { level: 1 }), reference, page.locator('.passage blockquote'))
})

test('on a desktop the chapter is a centred column of 60 to 75 characters a line', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openReading(page, '/bible/new-testament/john/3', 'John 3')
  const main = await page.getByRole('main').boundingBox()
  const column = await page.locator('.chapter').boundingBox()
  if (!main || !column) throw new Error('nothing to measure')
  const left = column.x - main.x
  const right = main.x + main.width - (column.x + column.width)
  expect(Math.abs(left - right), `margins ${left} and ${right}`).toBeLessThanOrEqual(2)
  expect(left).toBeGreaterThan(100)

  // Characters per line, counted: each character of a long paragraph by the line it sits on (the last line may be short).
  const perLine = await page.locator('.scripture p').first().evaluate((paragraph) => {
    const lines: Array<{ middle: number; count: number }> = []
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('.verse-number, .verse-select') ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_ACCEPT),
    })
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index++) {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const { top, bottom, width } = range.getBoundingClientRect()
        if (width === 0) continue
        const middle = (top + bottom) / 2
        const line = lines.at(-1)
        if (line && Math.abs(line.middle - middle) < 10) line.count++
        else lines.push({ middle, count: 1 })
      }
    }
    const full = lines.slice(0, -1)
    return full.reduce((sum, line) => sum + line.count, 0) / full.length
  })
  expect(perLine).toBeGreaterThanOrEqual(60)
  expect(perLine).toBeLessThanOrEqual(75)
})
