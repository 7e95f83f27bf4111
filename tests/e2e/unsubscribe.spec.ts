import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures.ts'

// The unsubscribe page explains stopping the daily emails and records the request with the lead service (decision 0071).

test('the old /Unsubscribe.html address lands on the page that explains and stops the emails', async ({ page }) => {
  await page.goto('/Unsubscribe.html')
  await expect(page).toHaveURL(/\/unsubscribe$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Stop the Daily Devotions by Email' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'What stopping emails means' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Stop the daily emails' })).toBeVisible()
})

test('a reader stops the daily emails and sees the recorded request; the service keeps it', async ({ page }) => {
  const email = `reader-${randomUUID()}@example.com`
  await page.goto('/unsubscribe')
  await page.getByLabel('Your email address').fill(email)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'You are unsubscribed' }) })
  await expect(done).toContainText(`We will send no more daily devotions to ${email}.`)
  // Recorded once: asking again answers the same record (200, not 201).
  const again = await page.request.post('/lead-pathing/unsubscribes', { data: { email } })
  expect(again.status()).toBe(200)
  expect(await again.json()).toMatchObject({ email, list: 'daily-devotions' })
})

test('an empty or malformed address is explained next to the field and nothing is sent', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => { if (request.method() === 'POST' && request.url().includes('/unsubscribes')) posts.push(request.url()) })
  await page.goto('/unsubscribe')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.locator('.form-error')).toHaveText('Enter the email address the devotions are sent to.')
  expect(posts).toEqual([])
  const field = page.getByLabel('Your email address')
  await field.fill('not-an-address')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.locator('.form-error')).toHaveText('Enter a valid email address, like name@example.com.')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toHaveCount(0)
  expect(posts).toEqual([])
})

test('in Spanish the page and its confirmation are Spanish', async ({ page }) => {
  const email = `lector-${randomUUID()}@example.com`
  await page.goto('/es/unsubscribe')
  await expect(page.getByRole('heading', { level: 1, name: 'Dejar de recibir los devocionales por correo' })).toBeVisible()
  await page.getByLabel('Tu dirección de correo').fill(email)
  await page.getByRole('button', { name: 'Darse de baja' }).click()
  await expect(page.getByRole('heading', { name: 'Te has dado de baja' })).toBeVisible()
  await expect(page.getByText(`No enviaremos más devocionales diarios a ${email}.`)).toBeVisible()
})
