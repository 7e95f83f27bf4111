import type { Page, Request } from '@playwright/test'
import { expect } from '../fixtures.ts'
import { accountButton } from '../identity-helpers.ts'
import type { FreshMember } from '../support/fresh-member.ts'
import { EXPIRED_AFTER_MS, RENEW_BEFORE_EXPIRY_MS, type identitySpecModel, type Notice } from '#tests/models/identity.spec-model.ts'
import { runPath, type SpecPath } from '#tests/models/support/spec-paths.ts'

/**
 * Drives one path of the identity spec model through the app in Chromium, against the real provider. The browser's
 * clock is Playwright's (installed before the page opens), so "60 s before expiry" is a jump, not a wait; the
 * provider is real, so every sign-in, renewal and refresh is a real token request, and a refusal is that request
 * answered 400 `invalid_grant` (set up before the page opens, for exactly the requests the path refuses).
 * States the app passes through on its own (signing in or out, a renewal or refresh in flight) are checked by
 * the event that leaves them.
 */

export type IdentityPath = SpecPath<typeof identitySpecModel>

/** Longer than oidc-client-ts's shortest "expiring" timer (1 s), so a renewal loop shows within it. */
const QUIET_MS = 2500

const NOTICE_TEXT: Record<Notice, (member: FreshMember) => string> = {
  'welcome.named': (member) => `Welcome ${member.name}!`,
  goodbye: () => 'You have been logged out. Goodbye!',
  'session.expired': () => 'Session expired. You have been logged out.',
}

const isRefresh = (request: Request, provider: string) =>
  request.method() === 'POST' && request.url() === `${provider}/token` && (request.postData() ?? '').includes('grant_type=refresh_token')
const isCodeExchange = (request: Request, provider: string) =>
  request.method() === 'POST' && request.url() === `${provider}/token` && (request.postData() ?? '').includes('grant_type=authorization_code')

/** The oidc-client-ts user in local storage, if any. */
async function storedUser(page: Page): Promise<{ access_token: string; expires_at: number } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))
    return key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null
  })
}

/** The token-endpoint requests the path's refusals answer with 400 (counted among refresh-grant requests, from 1). */
function refusedRequests(path: IdentityPath): { refreshes: Set<number>; signIn: boolean } {
  const refreshes = new Set<number>()
  let before = path.initial
  for (const { event, state } of path.steps) {
    if (event.type === 'provider.refuses') refreshes.add(before.context.tokenRequests)
    before = state
  }
  return { refreshes, signIn: path.steps.some((step) => step.event.type === 'provider.refusesSignIn') }
}

export async function driveIdentity(page: Page, path: IdentityPath, options: { app: string; provider: string; member: FreshMember }): Promise<void> {
  const { app, provider, member } = options
  const refused = refusedRequests(path)
  let refreshCount = 0
  await page.route(`${provider}/token`, async (route) => {
    const request = route.request()
    const refuse = isRefresh(request, provider) ? refused.refreshes.has(++refreshCount) : isCodeExchange(request, provider) && refused.signIn
    if (refuse) return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_grant', error_description: 'refused by the test' }) })
    return route.fallback()
  })
  // Each refresh's status, read from events Playwright hands over synchronously: a handler awaiting
  // request.response() could still be pending when the test ends and the page closes, and then fail the test.
  const refreshes: Array<{ request: Request; status: number | null }> = []
  page.on('request', (request) => { if (isRefresh(request, provider)) refreshes.push({ request, status: null }) })
  page.on('response', (response) => {
    const entry = refreshes.find((candidate) => candidate.request === response.request())
    if (entry) entry.status = response.status()
  })
  page.on('requestfailed', (request) => {
    const entry = refreshes.find((candidate) => candidate.request === request)
    if (entry && entry.status === null) entry.status = 0
  })
  // The page's clock from the start; it runs on its own, and the model's clock events jump it.
  await page.clock.install()
  const tokens = new Map<number, string>()
  let noticesSeen = 0

  /**
   * Jumps the page clock to just before `target` (epoch ms) and holds it there: no refresh may go out, however slow
   * this machine is (a clock left running would reach `target` on its own); then on to `target`, and one must.
   */
  async function jumpTo(target: number) {
    const before = refreshes.length
    const now = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(Math.max(now + 100, target - 1000))
    await page.waitForTimeout(300)
    expect(refreshes.length, 'no token request before its time').toBe(before)
    await page.clock.resume()
    await page.clock.fastForward(1000)
    await expect.poll(() => refreshes.length, { message: 'a token request at its time' }).toBeGreaterThan(before)
  }
  const expiresAtMs = async () => ((await storedUser(page))?.expires_at ?? 0) * 1000

  await runPath(path, {
    events: {
      'storage.answers': async () => {
        await page.goto(`${app}/bible`)
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      },
      'user.signsIn': async () => {
        await page.getByRole('link', { name: 'Sign in' }).click()
        // The provider may still know this member (registration signed them in there) and send the browser straight back.
        await page.waitForURL((url) => url.origin === provider || url.pathname.startsWith('/auth/callback'))
        const email = page.getByLabel('Email')
        if (new URL(page.url()).origin === provider && await email.isVisible()) {
          await email.fill(member.email)
          await page.getByLabel('Password').fill(member.password)
          await page.getByRole('button', { name: 'Sign in' }).click()
        }
      },
      'provider.signsIn': async () => { await expect(accountButton(page)).toHaveText(member.name) },
      'provider.refusesSignIn': async () => {
        await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
        await expect(accountButton(page)).toHaveCount(0)
      },
      'clock.toRenewPoint': async () => jumpTo((await expiresAtMs()) - RENEW_BEFORE_EXPIRY_MS),
      'clock.toExpiry': async () => jumpTo((await expiresAtMs()) + EXPIRED_AFTER_MS),
      'clock.sleepsPastExpiry': () => { throw new Error('a browser path cannot sleep') },
      'clock.retryDelayPasses': () => { throw new Error('a browser path cannot time out') },
      'provider.issuesToken': async (_event, after, before) => {
        await expect.poll(() => refreshes[before.context.tokenRequests - 1]?.status, { message: 'the provider issued a token' }).toBe(200)
        await expect.poll(async () => (await storedUser(page))?.access_token, { message: 'the new token is stored' }).not.toBe(tokens.get(after.context.tokensIssued - 1))
      },
      'provider.timesOut': () => { throw new Error('a browser path cannot time out') },
      'provider.refuses': async (_event, _after, before) => {
        await expect.poll(() => refreshes[before.context.tokenRequests - 1]?.status, { message: 'the provider refused' }).toBe(400)
      },
      'api.answers401': async () => {
        const current = (await storedUser(page))?.access_token ?? ''
        // The API refuses the current token once, as if it had expired there.
        await page.route('**/bible-api/api/v2/account**', (route) =>
          (route.request().headers()['authorization'] === `Bearer ${current}`
            ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"title":"expired"}' })
            : route.fallback()))
        await page.evaluate(() => {
          const api = (window as unknown as { __lampApi: (path: string) => Promise<unknown> }).__lampApi
          void api('/bible-api/api/v2/account').catch(() => undefined)
        })
      },
      'api.answers401Again': () => { throw new Error('a browser path cannot hold a refresh open') },
      'user.signsOut': async () => {
        await accountButton(page).click()
        await page.getByRole('menuitem', { name: 'Sign out' }).click()
      },
      'provider.endsSession': async () => { await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 }) },
    },
    check: async (state) => {
      // A state the app leaves on its own (a refused renewal turns into a refresh at once) is checked by what follows.
      if (!state.matches('signedIn') && !state.matches('anonymous')) return
      const { context } = state
      await expect.poll(() => refreshes.length, { message: 'renewals and refreshes asked of the provider' }).toBe(context.tokenRequests)
      // Each toast the model announces appears once, in order.
      for (const notice of context.notices.slice(noticesSeen)) {
        await expect(page.getByRole('status').getByText(NOTICE_TEXT[notice](member))).toBeVisible({ timeout: 20_000 })
      }
      noticesSeen = context.notices.length
      if (state.matches('signedIn')) {
        await expect(accountButton(page)).toHaveText(member.name)
        // Signed in and before any deadline, the tab stays quiet: a few seconds without a token request.
        await page.waitForTimeout(QUIET_MS)
        expect(refreshes.length, 'no token request while the token is good').toBe(context.tokenRequests)
        const token = (await storedUser(page))?.access_token ?? ''
        expect(token, 'a stored access token').not.toBe('')
        const known = tokens.get(context.tokensIssued)
        if (known) expect(token).toBe(known)
        else expect([...tokens.values()], 'a new token').not.toContain(token)
        tokens.set(context.tokensIssued, token)
        // The API client sends it: the account answers as this member.
        const email = await page.evaluate(async () => {
          const api = (window as unknown as { __lampApi: (path: string) => Promise<{ email: string }> }).__lampApi
          return (await api('/bible-api/api/v2/account')).email
        })
        expect(email).toBe(member.email)
      } else if (state.matches('anonymous')) {
        await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 })
        await expect(accountButton(page)).toHaveCount(0)
        await expect.poll(() => storedUser(page), { message: 'no stored user' }).toBeNull()
      }
    },
  })
}
