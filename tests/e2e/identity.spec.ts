import { accountButton, DEMO, PREMIUM, signIn, signInAtProvider, storedUser, uniqueEmail } from './identity-helpers.ts'
import { expect, test } from './support/fresh-member.ts'
import { holdContent } from './support/held-content.ts'
import { interactive } from './support/interactive.ts'
import { E2E_PORTS } from './support/ports.ts'

const idp = `http://localhost:${E2E_PORTS.suiteIdp}`

test('a visitor registers at the provider and comes back signed in', async ({ page }) => {
  await page.goto('/bible')
  await page.getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/account\/register\?.*ReturnUrl=.*rsid=V\d{3}/)
  await page.getByLabel('First name').fill('Ruth')
  await page.getByLabel('Last name').fill('Moab')
  await page.getByLabel('Email').fill(uniqueEmail('ruth'))
  await page.getByLabel('Password').fill('Gleaning1!')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/bible$/)
  await expect(page.getByRole('status').getByText('Welcome Ruth Moab!')).toBeVisible()
  await expect(accountButton(page)).toHaveText('Ruth Moab')
})

test('demo signs in, is welcomed, sees the profile with prayer points, and signs out with a goodbye', async ({ page }) => {
  await signIn(page, DEMO)
  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'My profile' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  await expect(page.getByTestId('profile-name')).toHaveText(DEMO.name)
  await expect(page.getByTestId('profile-email')).toHaveText(DEMO.email)
  for (const id of ['points-earned', 'points-redeemed', 'points-balance']) await expect(page.getByTestId(id)).toHaveText(/^-?\d+$/)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('status').getByText('You have been logged out. Goodbye!')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page).not.toHaveURL(/action=logout/)
})

test('a member edits the profile; the new name and preferences survive a reload', async ({ page, freshMember }) => {
  // A member of the test's own, so renaming disturbs no other test.
  await freshMember.signIn()
  await page.goto('/my-profile')
  await expect(page.getByTestId('profile-email')).toHaveText(freshMember.email)
  await page.getByLabel('First name').fill('Mara')
  await page.getByRole('combobox', { name: 'Relationship status' }).click()
  await page.getByRole('option', { name: 'Widowed' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your profile has been saved.')).toBeVisible()
  await expect(page.getByTestId('profile-name')).toHaveText(`Mara ${freshMember.lastName}`)
  await page.reload()
  await expect(page.getByTestId('profile-name')).toHaveText(`Mara ${freshMember.lastName}`)
  await expect(page.getByRole('combobox', { name: 'Relationship status' })).toHaveText('Widowed')
})

test('Sign in comes back to the page on screen, with its search and verse, also while the next chapter loads (decision 0129)', async ({ page }) => {
  const john4 = await holdContent(page, 'john/4')
  await page.goto('/bible/new-testament/john/3?from=email#v16')
  await interactive(page)
  const signInLink = page.getByRole('link', { name: 'Sign in' })
  const loginFor = (path: string) => `/auth/login?returnTo=${encodeURIComponent(path)}`
  await expect(signInLink).toHaveAttribute('href', loginFor('/bible/new-testament/john/3?from=email#v16'))
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL('/bible/new-testament/john/4')
  await expect.poll(john4.count).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 3')
  // The verse was the address's, which has moved on: John 3 as shown.
  await expect(signInLink).toHaveAttribute('href', loginFor('/bible/new-testament/john/3?from=email'))
  john4.release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 4')
  await expect(signInLink).toHaveAttribute('href', loginFor('/bible/new-testament/john/4'))
})

test('the member guard sends a visitor to sign in and returns to the member page afterwards', async ({ page }) => {
  await page.goto('/my-profile')
  await signInAtProvider(page, DEMO.email, DEMO.password)
  await expect(page).toHaveURL(/\/my-profile$/)
  await expect(page.getByTestId('profile-email')).toHaveText(DEMO.email)
})

for (const evil of ['//evil.example', 'https://evil.example']) {
  test(`an auth-redirect of ${evil} lands on /`, async ({ page }) => {
    await page.goto(`/auth/login?returnTo=${encodeURIComponent(evil)}`)
    await signInAtProvider(page, DEMO.email, DEMO.password)
    await expect(page.getByRole('status').getByText(`Welcome ${DEMO.name}!`)).toBeVisible()
    // The callback page replaces its address once the member is known; the welcome may show a moment before.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    expect(new URL(page.url()).origin).toBe(`http://localhost:${E2E_PORTS.suite}`)
  })
}

test('ten concurrent calls answered 401 cause exactly one refresh, and each call then succeeds', async ({ page }) => {
  await signIn(page, DEMO)
  const { user } = await storedUser(page)
  const tokenRequests: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${idp}/token`) tokenRequests.push(request.postData() ?? '')
  })
  // The old token is refused from now on, as if it had expired at the API.
  await page.route('**/bible-api/api/v2/account**', async (route) => {
    if (route.request().headers()['authorization'] === `Bearer ${user.access_token}`) {
      await route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' })
    } else {
      await route.continue()
    }
  })
  const emails = await page.evaluate(async () => {
    const api = (window as unknown as { __lampApi: (path: string) => Promise<{ email: string }> }).__lampApi
    const results = await Promise.all(Array.from({ length: 10 }, () => api('/bible-api/api/v2/account')))
    return results.map((account) => account.email)
  })
  expect(emails).toEqual(Array.from({ length: 10 }, () => DEMO.email))
  expect(tokenRequests).toHaveLength(1)
  expect(tokenRequests[0]).toContain('grant_type=refresh_token')
})

test('with the refresh token revoked, an expired session ends with the session-expired message', async ({ page, request, freshMember }) => {
  // The member's own refresh token is revoked, so no other test loses its session.
  await freshMember.signIn()
  const { key, user } = await storedUser(page)
  expect(user.refresh_token).toBeTruthy()
  const discovery = await (await request.get(`${idp}/.well-known/openid-configuration`)).json() as { revocation_endpoint: string }
  const revoked = await request.post(discovery.revocation_endpoint, {
    form: { token: user.refresh_token ?? '', token_type_hint: 'refresh_token', client_id: 'lamp-web' },
  })
  expect(revoked.ok()).toBe(true)
  // The access token runs out: stored as already expired, the app must refresh at start.
  await page.evaluate(([name, record]) => localStorage.setItem(name, JSON.stringify(record)), [key, { ...user, expires_at: Math.floor(Date.now() / 1000) - 10 }] as const)
  await page.reload()
  await expect(page.getByRole('status').getByText('Session expired. You have been logged out.')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test.describe('member groups', () => {
  test('demo@example.com is refused /members/bible-study-guide with 401', async ({ page }) => {
    await signIn(page, DEMO)
    await page.goto('/members/bible-study-guide')
    await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeVisible()
    await expect(page.getByText('401', { exact: true })).toBeVisible()
  })

  test('premium@example.com reads /members/bible-study-guide', async ({ page }) => {
    await signIn(page, PREMIUM)
    await page.goto('/members/bible-study-guide')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toHaveCount(0)
  })

  test('signed out in another tab, the study guide is not shown again from the page\'s cache', async ({ page }) => {
    await signIn(page, PREMIUM, '/bible')
    // Opened inside the app, so the page's Query cache keeps the premium member's copy.
    await page.evaluate(() => {
      history.pushState(history.state, '', '/members/bible-study-guide')
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Bible Study Guide' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/bible$/)
    const other = await page.context().newPage()
    await other.goto('/bible')
    await accountButton(other).click()
    await other.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
    // Forward again, inside the app: the cached copy must not appear, not even for a moment.
    let shown = false
    page.on('console', (message) => { if (message.text() === 'the study guide is shown') shown = true })
    await page.evaluate(() => {
      const report = () => { if (document.querySelector('h1')?.textContent === 'Bible Study Guide') console.log('the study guide is shown') }
      new MutationObserver(report).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await page.goForward()
    await expect(page.getByLabel('Password')).toBeVisible()
    expect(shown).toBe(false)
    await other.close()
  })
})
