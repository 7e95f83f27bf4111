import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { DEMO, PREMIUM, signIn, storedUser } from './identity-helpers.ts'

// Protected content is enforced by the content service, not only by the page's guard: a caller with the wrong
// token (or none) gets nothing of the page from the API itself, whatever the app does.

const GUIDE = '/umbraco/delivery/api/v2/content/item/members/bible-study-guide'

async function accessTokenOf(page: Page, member: typeof DEMO): Promise<string> {
  await signIn(page, member)
  return (await storedUser(page)).user.access_token
}

async function guide(request: APIRequestContext, token?: string) {
  const response = await request.get(GUIDE, { headers: { 'Start-Item': 'lamp', ...(token ? { Authorization: `Bearer ${token}` } : {}) } })
  return { status: response.status(), cacheControl: response.headers()['cache-control'], body: (await response.json()) as Record<string, unknown> }
}

test('the study guide is refused at the API without a token and to demo@example.com, and answered to premium@example.com', async ({ page, request }) => {
  const anonymous = await guide(request)
  expect(anonymous).toMatchObject({ status: 401, cacheControl: 'no-store', body: { type: 'Error', status: 401 } })
  expect(JSON.stringify(anonymous.body)).not.toContain('Study Guide')

  const demo = await guide(request, await accessTokenOf(page, DEMO))
  expect(demo).toMatchObject({ status: 403, cacheControl: 'no-store', body: { type: 'Error', status: 403 } })
  expect(JSON.stringify(demo.body)).not.toContain('Study Guide')

  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  const premium = await guide(request, await accessTokenOf(page, PREMIUM))
  expect(premium).toMatchObject({ status: 200, cacheControl: 'no-store', body: { name: 'Bible Study Guide', properties: { memberGroups: ['premium'] } } })

  // Whatever the premium member's request left in the service's cache is not given to anyone else.
  expect((await guide(request)).status).toBe(401)
})

test('a visitor opening the study guide is sent to sign in, and sees it after signing in as premium@example.com', async ({ page }) => {
  await page.goto('/members/bible-study-guide')
  await expect(page.getByLabel('Email')).toBeVisible()
  await page.getByLabel('Email').fill(PREMIUM.email)
  await page.getByLabel('Password').fill(PREMIUM.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/members\/bible-study-guide$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toHaveCount(0)
})

test('a member outside the study guide’s group who opens it is told they are not authorized, and sees none of it', async ({ page }) => {
  await signIn(page, DEMO)
  await page.goto('/members/bible-study-guide')
  await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeVisible()
  await expect(page.getByText('Study Guide')).toHaveCount(0)
})
