import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accountButton, DEMO, signIn, signInAtProvider, storedUser } from './identity-helpers.ts'
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server.ts'
import { E2E_PORTS } from './support/ports.ts'

/** No traps: Back leaves the provider's page, leaving it returns to the page before, waits end, tabs agree. */

const APP = `http://localhost:${E2E_PORTS.suite}`
const IDP = `http://localhost:${E2E_PORTS.suiteIdp}`
const isAuthorize = (url: string) => url.startsWith(`${IDP}/auth?`)

/** Remembers, across this tab's documents, whether "You are not authorized" was ever shown. */
async function watchForNotAuthorized(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('You are not authorized')) sessionStorage.setItem('saw-not-authorized', 'yes')
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => sessionStorage.getItem('saw-not-authorized'))
}

test('Back from the provider\'s login page leaves it, without a "not authorized" flash on the way', async ({ page }) => {
  const sawNotAuthorized = await watchForNotAuthorized(page)
  await page.goto('/bible')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/my-profile')
  await expect(page.getByLabel('Password')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(`${APP}/bible`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await sawNotAuthorized()).toBeNull()
})

test('on a slow phone, a member page sends a visitor to sign in without upsetting the page\'s hydration', async ({ page }) => {
  test.setTimeout(90_000)
  // A slow CPU: the guard's answer (a visitor: sign in) would come while the server's layout is still hydrating.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  for (const [path, password] of [['/my-profile', 'Password'], ['/es/my-profile', 'Contraseña'], ['/my-profile', 'Password']] as const) {
    await page.goto(path)
    await expect(page.getByLabel(password)).toBeVisible({ timeout: 20_000 })
  }
})

test('leaving the provider\'s page ("Back to Lamp": access_denied) returns quietly to the page before the member page', async ({ page }) => {
  const authorize = page.waitForRequest((request) => isAuthorize(request.url()))
  await page.goto('/verses/hope')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Followed from the verses page (its address is the referrer), straight onto the member page.
  await page.goto('/my-profile', { referer: `${APP}/verses/hope` })
  const state = new URL((await authorize).url()).searchParams.get('state') ?? ''
  await expect(page.getByLabel('Password')).toBeVisible()
  // What the provider's "Back to Lamp" link answers (the provider's own page adds the link).
  await page.goto(`/auth/callback?${new URLSearchParams({ error: 'access_denied', state })}`)
  await expect(page).toHaveURL(`${APP}/verses/hope`)
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('the provider gets the page\'s language (ui_locales) on sign-in and on registration', async ({ page }) => {
  await page.goto('/es/bible')
  await expect(page.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', /[?&]ui_locales=es(&|$)/)
  const authorize = page.waitForRequest((request) => isAuthorize(request.url()))
  await page.getByRole('link', { name: 'Iniciar sesión' }).click()
  expect(new URL((await authorize).url()).searchParams.get('ui_locales')).toBe('es')
  // The provider answers in that language; and the test ends on a page that has loaded, not one mid-navigation
  // (closing a context during the provider's redirects could hang its teardown on a loaded machine).
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
})

test('sign-in and sign-out in one tab show in the other tab within 2 s', async ({ page }) => {
  const other = await page.context().newPage()
  await other.goto('/bible')
  await expect(other.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await signIn(page, DEMO)
  await expect(accountButton(other)).toBeVisible({ timeout: 2_000 })
  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(other.getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 2_000 })
  await expect(page.getByRole('status').getByText('You have been logged out. Goodbye!')).toBeVisible()
  await other.close()
})

test('a token call that never answers counts as a failed refresh: signed out with the message', async ({ page }) => {
  test.setTimeout(60_000)
  await signIn(page, DEMO)
  const { key, user } = await storedUser(page)
  // The provider's token endpoint accepts the call and never answers.
  await page.route(`${IDP}/token`, () => undefined)
  await page.evaluate(([name, record]) => localStorage.setItem(name, JSON.stringify(record)), [key, { ...user, expires_at: Math.floor(Date.now() / 1000) - 10 }] as const)
  await page.reload()
  // The refresh gives up after its 10 s timeout.
  await expect(page.getByRole('status').getByText('Session expired. You have been logged out.')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('with the identity provider down, signing in says the sign-in service cannot be reached', async ({ page }) => {
  await page.goto('/bible')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Every request to the provider finds nobody there (its discovery document first).
  await page.route(`${IDP}/**`, (route) => route.abort('connectionrefused'))
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The sign-in service cannot be reached right now. Please try again later.')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test.describe('a content service that never answers', () => {
  test.use({ expectedConsoleErrors: ['route error', 'got no answer within'] })
  test('ends in an error page whose "Try again" loads the page', async ({ page }) => {
  test.setTimeout(60_000)
  // The first page comes rendered from the server; the next one the browser loads itself, from the content API.
  await page.goto('/verses')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.route('**/umbraco/delivery/api/v2/**', () => undefined)
  await page.getByRole('link', { name: 'Faith', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('504', { exact: true })).toBeVisible()
  await page.unroute('**/umbraco/delivery/api/v2/**')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /faith/i })).toBeVisible()
  })
})

test.describe('a production start', () => {
  const port = E2E_PORTS.productionStart
  let server: IsolatedServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startIsolatedServer({ name: 'e2e-production', port, env: { LAMP_ENVIRONMENT: 'Production' } })
  })
  test.afterAll(async () => { await server?.stop() })

  test('has no test hook on the page (window.__lampApi is for Development and tests only)', async ({ page }) => {
    await page.goto(`http://localhost:${port}/bible`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => '__lampApi' in window)).toBe(false)
    await page.goto('/bible')
    expect(await page.evaluate(() => '__lampApi' in window)).toBe(true)
  })
})

test('signInAtProvider still works after a Back (the login page is a fresh start)', async ({ page }) => {
  await page.goto('/bible')
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByLabel('Password')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(`${APP}/bible`)
  await page.getByRole('link', { name: 'Sign in' }).click()
  await signInAtProvider(page, DEMO.email, DEMO.password)
  await expect(page).toHaveURL(`${APP}/bible`)
  await expect(accountButton(page)).toBeVisible()
})

test('an rsid that arrives in the address on client-side navigation becomes the visitor session', async ({ page }) => {
  await page.goto('/bible')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const rsid = () => page.evaluate(() => (JSON.parse(sessionStorage.getItem('rsid') ?? '{}') as { rsid?: string }).rsid)
  await expect.poll(rsid).toMatch(/^V\d{3}[a-z0-9]{12}$/)
  // A partner link followed inside the app: the router sees a new address without a page load.
  await page.evaluate(() => {
    history.pushState(history.state, '', '/verses/hope?rsid=Xy12abcdefghijkl')
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  })
  await expect(page).toHaveURL(/\/verses\/hope\?rsid=/)
  await expect.poll(rsid).toBe('Xy12abcdefghijkl')
})
