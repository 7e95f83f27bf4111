import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export const DEMO = { email: 'demo@example.com', password: 'Psalm23!', name: 'Demo Member' }
export const PREMIUM = { email: 'premium@example.com', password: 'Psalm23!', name: 'Grace Premium' }

/** The provider's own login page (server/identity/login-page.ts). */
export async function signInAtProvider(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in from the header's "Sign in" link and waits for the welcome toast. */
export async function signIn(page: Page, member: { email: string; password: string; name: string }, start = '/'): Promise<void> {
  await page.goto(start)
  await page.getByRole('link', { name: 'Sign in' }).click()
  await signInAtProvider(page, member.email, member.password)
  await expect(page.getByRole('status').getByText(`Welcome ${member.name}!`)).toBeVisible()
}

export const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for/ })

/** The oidc-client-ts user record in local storage (key `oidc.user:{authority}:{clientId}`). */
export async function storedUser(page: Page): Promise<{ key: string; user: { access_token: string; refresh_token?: string; expires_at: number } }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))
    if (!key) throw new Error('no stored user')
    return { key, user: JSON.parse(localStorage.getItem(key) ?? '{}') }
  })
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

