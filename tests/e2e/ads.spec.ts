import { createServer, type Server } from 'node:http'
import { expect, test } from './fixtures.ts'
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server.ts'
import { E2E_PORTS } from './support/ports.ts'

/**
 * The ad lifecycle end to end (R-ADS, issue 7). A second server runs with enableAds on and a
 * parent origin; a tiny page on that origin frames the app and records every message it receives.
 */
const APP_PORT = E2E_PORTS.ads
const PARENT_PORT = E2E_PORTS.adsParent
const appOrigin = `http://localhost:${APP_PORT}`
const parentOrigin = `http://localhost:${PARENT_PORT}`

let app: IsolatedServer | undefined
let parent: Server | undefined

const PARENT_PAGE = `<!doctype html><html><head><title>Partner site</title></head><body>
<h1>Partner site</h1>
<script>
  window.received = []
  window.addEventListener('message', (event) => {
    if (event.origin === ${JSON.stringify(appOrigin)}) window.received.push(event.data)
  })
</script>
<iframe title="Lamp" src="${appOrigin}/" style="width: 1100px; height: 900px"></iframe>
</body></html>`

test.describe('with enableAds on, framed by a partner site', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    parent = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(PARENT_PAGE)
    })
    await new Promise<void>((resolve) => parent?.listen(PARENT_PORT, resolve))
    app = await startIsolatedServer({
      name: 'ads',
      port: APP_PORT,
      env: { LAMP_ENABLE_ADS: 'true', LAMP_PARENT_ORIGIN: parentOrigin, LAMP_ENVIRONMENT: 'Development' },
    })
  })

  test.afterAll(async () => {
    await app?.stop()
    await new Promise<void>((resolve) => (parent ? parent.close(() => resolve()) : resolve()))
  })

  test('each page posts exactly one contentLoaded message to the parent, and the stand-in slot fills', async ({ page }) => {
    const adRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/ad-sandbox/')) adRequests.push(request.url())
    })
    await page.goto(parentOrigin)
    const frame = page.frameLocator('iframe[title="Lamp"]')
    const received = () => page.evaluate(() => (window as unknown as { received: unknown[] }).received)
    const slot = frame.locator('[data-ad-slot]')

    // Home page: the slot keeps its space before the ad arrives, then the stand-in fills it.
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await slot.boundingBox())?.height).toBe(90)
    await expect(slot.getByRole('complementary', { name: 'Advertisement' })).toContainText('Sponsored')
    await expect(slot).toContainText('homepage')
    await expect.poll(received, { timeout: 5000 }).toEqual([{ type: 'homePage', contentLoaded: true }])

    // Bible landing, a book, a chapter: one message each, once the page has settled (debounced 1000 ms). A page
    // names the content type it shows; the landing shows no content item and is named by its ad template.
    const nav = frame.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Bible' }).click()
    await expect.poll(received, { timeout: 5000 }).toHaveLength(2)
    await frame.getByRole('link', { name: 'John', exact: true }).click()
    await expect(frame.getByRole('heading', { level: 1, name: 'John' })).toBeVisible()
    await expect.poll(received, { timeout: 5000 }).toHaveLength(3)
    await frame.locator('a[href$="/bible/new-testament/john/3"]').first().click()
    await expect(frame.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible()
    await expect(slot).toContainText('bible')
    await expect.poll(received, { timeout: 5000 }).toHaveLength(4)
    await page.waitForTimeout(1500)
    expect(await received()).toEqual([
      { type: 'homePage', contentLoaded: true },
      { type: 'bible', contentLoaded: true },
      { type: 'bibleBook', contentLoaded: true },
      { type: 'bibleChapter', contentLoaded: true },
    ])

    // The configuration the ad script reads, with the address scheme for Development and no query.
    const config = await frame.locator('body').evaluate(() => (window as unknown as { lampAdConfig?: Record<string, unknown> }).lampAdConfig)
    expect(config).toMatchObject({
      type: 'bibleChapter', title: 'John 3', contentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      pageurl: `http://localhost:${APP_PORT}/bible/new-testament/john/3`, source: '', medium: '', campaign: '',
    })

    // Staging script outside Production, once per template; one stylesheet.
    expect(adRequests.filter((url) => url.includes('/ad-sandbox/staging/ads.js?template=homepage'))).toHaveLength(1)
    expect(adRequests.filter((url) => url.includes('/ad-sandbox/staging/ads.js?template=bible'))).toHaveLength(1)
    expect(adRequests.filter((url) => url.endsWith('/ad-sandbox/ads.css'))).toHaveLength(1)
    expect(adRequests.some((url) => url.includes('/ad-sandbox/ads.js'))).toBe(false)
  })

  test('UTM parameters of the address reach the ad configuration', async ({ page }) => {
    await page.goto(`${appOrigin}/bible?utm_source=newsletter&utm_medium=email&utm_campaign=advent`)
    await expect(page.locator('[data-ad-filled]')).toBeVisible()
    const config = await page.evaluate(() => (window as unknown as { lampAdConfig?: Record<string, unknown> }).lampAdConfig)
    expect(config).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'advent', pageurl: `http://localhost:${APP_PORT}/bible` })
  })
})

test('with enableAds off no ad code, slot or message is requested', async ({ page }) => {
  const adRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/ad-sandbox')) adRequests.push(request.url())
  })
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bible' }).click()
  await expect(page.getByRole('link', { name: 'John', exact: true })).toBeVisible()
  await page.waitForTimeout(1500)
  expect(adRequests).toEqual([])
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0)
  expect(await page.evaluate(() => 'lampAdConfig' in window)).toBe(false)
})
