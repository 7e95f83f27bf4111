import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** The month the open calendar shows, read from its grid's label ("March 1985"). */
async function shownMonth(calendar: Locator): Promise<{ year: number; month: number }> {
  const label = (await calendar.getByRole('grid').getAttribute('aria-label')) ?? ''
  const date = new Date(Date.parse(`1 ${label}`))
  return { year: date.getFullYear(), month: date.getMonth() }
}

/**
 * Picks `iso` (yyyy-mm-dd) with the birthday calendar the way a person would: the caption opens the year grid
 * (12 years per page, R-ONB-6), earlier pages until the year shows, then month by month to the day. Answers how
 * the button then reads the chosen day.
 */
export async function pickBirthday(page: Page, opener: Locator, iso: string): Promise<string> {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  await opener.click()
  const calendar = page.getByRole('dialog', { name: 'Choose your birthday' })
  await calendar.getByRole('button', { name: /^Choose a year/ }).click()
  const years = calendar.getByRole('group', { name: /^Years \d{4} to \d{4}$/ })
  await expect(years.getByRole('button')).toHaveCount(12)
  const yearButton = years.getByRole('button', { name: String(year), exact: true })
  for (let page = 0; page < 20 && !(await yearButton.isVisible()); page += 1) {
    await calendar.getByRole('button', { name: 'Earlier years' }).click()
  }
  await yearButton.click()
  for (let step = 0; step < 12; step += 1) {
    const shown = await shownMonth(calendar)
    const distance = (year - shown.year) * 12 + (month - 1 - shown.month)
    if (distance === 0) break
    await calendar.getByRole('button', { name: distance < 0 ? /previous/i : /next/i }).click()
  }
  await calendar.locator(`[data-day="${iso}"]`).getByRole('button').click()
  await expect(calendar).toBeHidden()
  // How the button then reads the day (R-ONB-6: day, short month, year).
  return new Date(year, month - 1, day).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
}
