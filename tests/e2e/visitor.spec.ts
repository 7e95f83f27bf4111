import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server.ts'
import { E2E_PORTS } from './support/ports.ts'

const KNOWN_RSID = 'Va12abcdefghijkl'
const READER = 'reader@example.com'

const storedLead = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('rad-pathing') ?? 'null') as { id: string; email: string } | null)

/** Lets the start-up run to its end: the visit settles once the page has loaded and the network is quiet. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

test('/?email= registers the visitor as a lead, stored under rad-pathing and held by the service', async ({ page, request }) => {
  const registered = page.waitForResponse((r) => r.url().endsWith('/lead-pathing/leads') && r.request().method() === 'POST')
  await page.goto(`/?email=${READER}`)
  const response = await registered
  expect(response.request().postDataJSON()).toMatchObject({ email: READER, rsid: expect.stringMatching(/^V\d{3}[a-z0-9]{12}$/) })
  await expect.poll(() => storedLead(page)).toMatchObject({ email: READER })
  const lead = await storedLead(page)

  // The service's own record: asking for the same address answers the existing lead, not a new one.
  const again = await request.post('/lead-pathing/leads', { data: { email: READER } })
  expect(again.status()).toBe(200)
  expect(await again.json()).toMatchObject({ id: lead?.id, email: READER })
})

test('/?rsid= with a known rsid resolves its email (account service first, then the lead service) and registers it', async ({ page }) => {
  const lookups: string[] = []
  page.on('request', (r) => { if (r.url().includes(`/sessions/${KNOWN_RSID}/email`)) lookups.push(new URL(r.url()).pathname) })
  const registered = page.waitForRequest((r) => r.url().endsWith('/lead-pathing/leads') && r.method() === 'POST')
  await page.goto(`/?rsid=${KNOWN_RSID}`)
  expect((await registered).postDataJSON()).toMatchObject({ email: READER })
  await expect.poll(() => storedLead(page)).toMatchObject({ email: READER })
  expect(lookups).toEqual([`/bible-api/api/v2/sessions/${KNOWN_RSID}/email`, `/lead-pathing/sessions/${KNOWN_RSID}/email`])
})

test('an ill-formed external rsid is ignored: no lookup and no lead', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => { if (/\/sessions\/|\/lead-pathing\/leads/.test(r.url())) calls.push(r.url()) })
  await page.goto('/?rsid=not-a-session-id')
  await settle(page)
  expect(calls).toEqual([])
  expect(await storedLead(page)).toBeNull()
})

test('the other email sources: recipId with siteId, then the GetResponse contact', async ({ page, browser }) => {
  const registered = page.waitForRequest((r) => r.url().endsWith('/lead-pathing/leads') && r.method() === 'POST')
  await page.goto('/?recipId=1001&siteId=lamp')
  expect((await registered).postDataJSON()).toMatchObject({ email: 'subscriber@example.com' })

  // A fresh browser, so the first page's stored lead plays no part.
  const fresh = await browser.newContext()
  const second = await fresh.newPage()
  const viaContact = second.waitForRequest((r) => r.url().endsWith('/lead-pathing/leads') && r.method() === 'POST')
  await second.goto('/?subid=gr-7')
  expect((await viaContact).postDataJSON()).toMatchObject({ email: 'devotion@example.com' })
  await fresh.close()
})

test('a PageView conversion goes to the lead service once per session; a new lead sends a Lead conversion', async ({ page }) => {
  const events: Array<{ event: string; eventSourceUrl: string; userAgent: string }> = []
  page.on('request', (r) => { if (r.url().endsWith('/lead-pathing/facebookconversions/bible/event')) events.push(r.postDataJSON()) })
  await page.goto('/?email=pageview-reader@example.com')
  await expect.poll(() => events.map((e) => e.event).sort()).toEqual(['Lead', 'PageView'])
  const userAgent = await page.evaluate(() => navigator.userAgent)
  for (const event of events) {
    expect(event.userAgent).toBe(userAgent)
    expect(event.eventSourceUrl).toMatch(/^http:\/\/localhost:\d+\/\?email=pageview-reader/)
  }
  // The lead is the analytics user.
  const lead = await storedLead(page)
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toContainEqual({ user_id: `pf:${lead?.id}` })

  await page.goto('/bible')
  await settle(page)
  expect(events.filter((e) => e.event === 'PageView')).toHaveLength(1)
})

test('without a valid gtmId no tag manager script is ever requested', async ({ page }) => {
  const google: string[] = []
  page.on('request', (r) => { if (r.url().includes('googletagmanager.com')) google.push(r.url()) })
  await page.goto('/')
  await settle(page)
  expect(google).toEqual([])
})

test.describe('with the lead-pathing base unset', () => {
  test.describe.configure({ mode: 'serial' })
  let server: IsolatedServer | undefined
  const PORT = E2E_PORTS.visitorNoLead

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startIsolatedServer({ name: 'visitor-nolead', port: PORT, env: { LAMP_LEAD_PATHING_BASE: '', LAMP_ENVIRONMENT: 'Development' } })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('no lead-pathing call is made, whatever the address carries', async ({ page }) => {
    const leadCalls: string[] = []
    page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/lead-pathing/')) leadCalls.push(r.url()) })
    await page.goto(`http://localhost:${PORT}/?email=${READER}&rsid=${KNOWN_RSID}&recipId=1001&siteId=lamp&subid=gr-7`)
    await settle(page)
    await page.goto(`http://localhost:${PORT}/emails/daily/031526/am`)
    await settle(page)
    expect(leadCalls).toEqual([])
    expect(await storedLead(page)).toBeNull()
  })
})

test.describe('with a valid gtmId', () => {
  test.describe.configure({ mode: 'serial' })
  let server: IsolatedServer | undefined
  const PORT = E2E_PORTS.visitorGtm

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startIsolatedServer({ name: 'visitor-gtm', port: PORT, env: { LAMP_GTM_ID: 'GTM-ABC123', LAMP_ENVIRONMENT: 'Development' } })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the tag manager script is requested from Google with the container id', async ({ page }) => {
    const requested: string[] = []
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url())
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
    })
    await page.goto(`http://localhost:${PORT}/`)
    await expect.poll(() => requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123'])
  })
})
