import { createServer, type Server } from 'node:http'
import { test as plainTest, type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accountButton, DEMO, signInAtProvider, uniqueEmail } from './identity-helpers.ts'
import { E2E_PORTS } from './support/ports.ts'

const app = `http://localhost:${E2E_PORTS.suite}`
const idp = `http://localhost:${E2E_PORTS.suiteIdp}`

/** Sends `ui_locales=es` on the app's authorization request, as the app does on Spanish pages. */
async function askForSpanish(page: Page): Promise<void> {
  await page.route(`${idp}/auth?*`, async (route) => {
    const url = new URL(route.request().url())
    if (url.searchParams.get('ui_locales') === 'es') return route.continue()
    url.searchParams.set('ui_locales', 'es')
    await route.fulfill({ status: 302, headers: { location: url.href } })
  })
}

/** A member of its own, created at the provider without touching the page's browser (never a demo account). */
async function registerMember(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const member = { email: uniqueEmail('throttled'), password: 'gleaning-barley' }
  const response = await request.post(`${idp}/account/register?ReturnUrl=${encodeURIComponent(`${app}/`)}`, {
    form: { firstName: 'Ruth', lastName: 'Throttled', ...member }, maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  return member
}

test('repeated failed sign-ins for one account from one address end in 429 with a clear message and Retry-After', async ({ page, request }) => {
  test.setTimeout(60_000)
  // `request` keeps its own cookies: registering there leaves the page's browser signed out.
  const member = await registerMember(request)
  await page.goto('/bible')
  await page.getByRole('link', { name: 'Sign in' }).click()
  // Spaced like a person retrying, so every failure is counted; the fifth locks this account from this address for a minute.
  for (const wait of [0, 0, 1_100, 2_100, 4_100]) {
    await page.waitForTimeout(wait)
    await signInAtProvider(page, member.email, 'not the password')
    await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.')
  }
  const answer = page.waitForResponse((response) => response.url().startsWith(`${idp}/interaction/`) && response.request().method() === 'POST')
  await signInAtProvider(page, member.email, member.password)
  const locked = await answer
  expect(locked.status()).toBe(429)
  // The seconds left of the minute's lock: 60 when answered at once, a second less on a slow machine.
  expect(Number(locked.headers()['retry-after'])).toBeGreaterThanOrEqual(55)
  expect(Number(locked.headers()['retry-after'])).toBeLessThanOrEqual(60)
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in (1 minute|5[5-9] seconds)\.$/)
  await expect(page.getByLabel('Email')).toHaveValue(member.email)
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(accountButton(page)).toHaveCount(0)
})

test('coming from a Spanish page, the login page is in Spanish and "Volver a Lamp" leads back to the app', async ({ page }) => {
  await askForSpanish(page)
  await page.goto('/es/bible')
  await page.getByRole('link', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByLabel('Correo electrónico')).toBeVisible()
  await expect(page.getByLabel('Contraseña')).toBeVisible()
  const callback = page.waitForRequest((request) => request.url().startsWith(`${app}/auth/callback?`))
  await page.getByRole('link', { name: 'Volver a Lamp' }).click()
  // The standard way out of a sign-in: the app's callback with access_denied and the request's state.
  const url = new URL((await callback).url())
  expect(url.searchParams.get('error')).toBe('access_denied')
  expect(url.searchParams.get('state')).toBeTruthy()
  await expect(page).toHaveURL(new RegExp(`^${app}/`))
})

test('the register page in Spanish, and its "Iniciar sesión" keeps the return address', async ({ page }) => {
  await page.goto('/bible')
  await page.getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/account\/register\?/)
  // The same page as the app would open it in Spanish.
  const spanish = new URL(page.url())
  spanish.searchParams.set('ui_locales', 'es')
  await page.goto(spanish.href)
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volver a Lamp' })).toHaveAttribute('href', `${app}/bible`)

  await page.goto(spanish.href.replace('ui_locales=es', 'ui_locales=en'))
  await page.getByRole('link', { name: 'Sign in' }).click()
  await signInAtProvider(page, DEMO.email, DEMO.password)
  await expect(page.getByRole('status').getByText(`Welcome ${DEMO.name}!`)).toBeVisible()
  await expect(page).toHaveURL(`${app}/bible`)
})

test('the register page marks each invalid field and says why next to it', async ({ page }) => {
  await page.goto(`${idp}/account/register?ReturnUrl=${encodeURIComponent(`${app}/`)}`)
  await page.getByLabel('First name').fill('Ruth')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Password').fill('password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.')
  for (const [label, message] of [['Last name', 'Enter your last name.'], ['Email', 'Enter a valid email address.'], ['Password', 'This password is too common']] as const) {
    const field = page.getByLabel(label)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`))
    // Visibly marked, not only for screen readers: a thicker red border.
    await expect(field).toHaveCSS('border-top-color', 'rgb(185, 28, 28)')
  }
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Last name')).toBeFocused()
})

// Blocked frames are reported by Chromium as console errors: on purpose here, so the console check is off.
plainTest.describe('framing', () => {
  // One other site on one port: the whole group runs in one worker.
  plainTest.describe.configure({ mode: 'serial' })
  /** A real page on another origin (a port of its own), so nothing between the browser and the provider is faked. */
  let otherSite: Server | undefined
  const otherOrigin = `http://localhost:${E2E_PORTS.framingSite}`
  plainTest.beforeAll(async () => {
    otherSite = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!DOCTYPE html><html><body><h1>Another site</h1></body></html>')
    })
    await new Promise<void>((resolve) => otherSite?.listen(E2E_PORTS.framingSite, resolve))
  })
  plainTest.afterAll(async () => {
    await new Promise((resolve) => otherSite?.close(resolve))
  })

  /** Frames each address from the page open now; true where the framed page was shown. */
  async function frame(page: Page, sources: string[]): Promise<Array<{ src: string; shown: boolean }>> {
    await page.evaluate(async (urls) => {
      await Promise.all(urls.map((src) => new Promise((resolve) => {
        const element = document.createElement('iframe')
        element.addEventListener('load', resolve, { once: true })
        element.src = src
        document.body.append(element)
      })))
    }, sources)
    return sources.map((src) => {
      // A frame refused by frame-ancestors / X-Frame-Options ends on Chromium's error page instead.
      const framed = page.frames().find((candidate) => candidate !== page.mainFrame() && candidate.parentFrame() === page.mainFrame() && candidate.url() === src)
      return { src, shown: framed !== undefined }
    })
  }

  plainTest('another site cannot frame the login, register or sign-out pages', async ({ page }) => {
    await page.goto(`${app}/bible`)
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.getByLabel('Email').waitFor()
    const pages = [page.url(), `${idp}/account/register?ReturnUrl=${encodeURIComponent(`${app}/`)}`, `${idp}/session/end`]
    await page.goto(otherOrigin)
    // The control: that site's own page is shown in a frame the same way.
    const control = `${otherOrigin}/control`
    const outcomes = await frame(page, [control, ...pages])
    expect(outcomes).toEqual([{ src: control, shown: true }, ...pages.map((src) => ({ src, shown: false }))])
  })

  plainTest('the app may frame the session monitor, and not the login pages', async ({ page }) => {
    await page.goto(`${app}/`)
    const pages = [`${idp}/session/check`, `${idp}/account/register?ReturnUrl=${encodeURIComponent(`${app}/`)}`]
    const outcomes = await frame(page, pages)
    expect(outcomes).toEqual([{ src: pages[0], shown: true }, { src: pages[1], shown: false }])
  })

  plainTest('another site cannot frame the session monitor either', async ({ page }) => {
    await page.goto(otherOrigin)
    expect(await frame(page, [`${idp}/session/check`])).toEqual([{ src: `${idp}/session/check`, shown: false }])
  })
})
