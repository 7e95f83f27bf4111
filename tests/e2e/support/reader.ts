import { expect, type Page } from '@playwright/test'
import { interactive } from './interactive.ts'

/** Opens a reading page and waits until it answers keys and taps. */
export async function openReading(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await interactive(page)
}

/** A click (or tap) on a verse's words, not on its number (which links to the verse's own page). */
export async function tapVerse(page: Page, verse: number, options: { shift?: boolean } = {}): Promise<void> {
  const words = page.locator(`[data-verse="${verse}"]`)
  // The verses render again as the keyboard's composite the first time focus reaches them (Escape gives it back), so
  // the element measured may be replaced meanwhile: measure again the one that is there.
  let point: { x: number; y: number } | undefined
  await expect(async () => {
    await words.scrollIntoViewIfNeeded({ timeout: 1000 })
    // The middle of the first line of its words: a verse may start at the end of a line another verse began.
    point = await words.evaluate((element) => {
      const range = document.createRange()
      range.setStartAfter(element.querySelector('.verse-number') ?? element)
      range.setEnd(element, element.childNodes.length)
      const first = [...range.getClientRects()].find((rect) => rect.width > 8)
      if (!first) throw new Error('the verse has no words on screen')
      return { x: first.left + Math.min(first.width / 2, 40), y: first.top + first.height / 2 }
    }, undefined, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  if (!point) throw new Error(`verse ${verse} was never measured`)
  if (options.shift) await page.keyboard.down('Shift')
  await page.mouse.click(point.x, point.y)
  if (options.shift) await page.keyboard.up('Shift')
}
