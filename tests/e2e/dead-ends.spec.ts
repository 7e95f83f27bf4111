import { expect, test } from './fixtures.ts'

// Links the site itself offers must lead somewhere (issue: no dead ends), against the seeded reference content:
// devotions exist from 2025-01-01 to 2027-12-31 (R-SEED-3), the KJV has 39 + 27 books.

test('a book’s breadcrumb opens its testament, which lists the testament’s books in order', async ({ page }) => {
  await page.goto('/bible/new-testament/john')
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'New Testament' }).click()
  await expect(page).toHaveURL(/\/bible\/new-testament$/)
  await expect(page.getByRole('heading', { level: 1, name: 'New Testament' })).toBeVisible()
  const books = page.getByRole('main').getByRole('listitem').getByRole('link')
  await expect(books).toHaveCount(27)
  await expect(books.first()).toHaveText('Matthew')
  await expect(books.last()).toHaveText('Revelation')
  await books.filter({ hasText: /^Romans$/ }).click()
  await expect(page).toHaveURL(/\/bible\/new-testament\/romans$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Romans' })).toBeVisible()
})

test('the Old Testament page lists 39 books, Genesis first', async ({ page }) => {
  await page.goto('/bible/old-testament')
  const books = page.getByRole('main').getByRole('listitem').getByRole('link')
  await expect(books).toHaveCount(39)
  await expect(books.first()).toHaveText('Genesis')
  await expect(books.last()).toHaveText('Malachi')
})

test('in Spanish the testament page names the testament and its books in Spanish', async ({ page }) => {
  await page.goto('/es/bible/new-testament')
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo Testamento' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Juan', exact: true }).click()
  await expect(page).toHaveURL(/\/es\/bible\/new-testament\/john$/)
})

test('/bible/middle-testament is Page Not Found', async ({ page }) => {
  await page.goto('/bible/middle-testament')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
})

test('the first seeded day offers no previous day, only the next', async ({ page }) => {
  await page.goto('/emails/daily/010125/am')
  await expect(page.getByRole('heading', { level: 1, name: 'Morning Devotion for Wednesday, January 1, 2025' })).toBeVisible()
  const days = page.getByRole('navigation', { name: 'Other days' })
  await expect(days.getByRole('link', { name: /Previous day/ })).toHaveCount(0)
  await expect(days.getByRole('link', { name: /Next day/ })).toHaveAttribute('href', '/emails/daily/010225/am')
})

test('the last seeded day offers no next day, only the previous', async ({ page }) => {
  await page.goto('/es/emails/daily/123127/pm')
  const days = page.getByRole('navigation', { name: 'Otros días' })
  await expect(days.getByRole('link')).toHaveCount(1)
  await expect(days.getByRole('link')).toHaveAttribute('href', '/es/emails/daily/123027/pm')
})

test('after the seeded range, today’s devotion is the last seeded day’s', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2028-06-01T19:30:00'))
  await page.goto('/bible')
  await page.getByRole('link', { name: 'Today’s devotion' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Morning Devotion for Friday, December 31, 2027' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Other days' }).getByRole('link', { name: /Next day/ })).toHaveCount(0)
})

test('before the seeded range, today’s devotion is the first seeded day’s', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2024-12-24T19:30:00'))
  await page.goto('/emails/daily/eve')
  await expect(page.getByRole('heading', { level: 1, name: 'Evening Devotion for Wednesday, January 1, 2025' })).toBeVisible()
})
