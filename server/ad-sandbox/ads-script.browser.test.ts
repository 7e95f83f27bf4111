import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { chromium, type Browser, type Page } from '@playwright/test'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdSandboxRouter } from './router.ts'

// The stand-in script runs in a real Chromium: filling, refilling and "no layout shift" need a real DOM.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PAGE = `<!doctype html><html><head><link rel="stylesheet" href="/ad-sandbox/ads.css"></head>
<body><main><div data-ad-slot="rectangle" id="first"></div><p id="after">Text after the slot</p></main></body></html>`

// A missing browser fails the suite instead of skipping it: CI installs Chromium, and a skipped test guards nothing.
describe('ad sandbox script in a browser', () => {
  let server: ServerType
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH`)
    const app = new Hono().route('/ad-sandbox', createAdSandboxRouter()).get('/', (c) => c.html(PAGE))
    server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
    })
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })
    page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    await page.addScriptTag({ url: '/ad-sandbox/staging/ads.js?template=bible' })
  })
  afterAll(async () => {
    await browser?.close()
    if (server) await new Promise((resolve) => server.close(resolve))
  })

  const slotBox = async () => (await page.locator('#first').boundingBox())?.height
  const textTop = async () => (await page.locator('#after').boundingBox())?.y

  it('reserves the slot before any configuration exists', async () => {
    expect(await slotBox()).toBe(250)
    expect(await page.locator('#first').innerHTML()).toBe('')
  })

  it('fills every slot with a labelled stand-in when the configuration arrives, without moving the text', async () => {
    const before = await textTop()
    await page.evaluate(() => {
      Object.assign(window, { lampAdConfig: { tags: [], contentId: 'c-1', title: 'John 3', type: 'bibleChapter', pageurl: 'http://x/', source: '', medium: '', campaign: '' } })
      window.dispatchEvent(new CustomEvent('lamp:ad-config'))
    })
    const ad = page.getByRole('complementary', { name: 'Advertisement' })
    await expect.poll(() => ad.count(), { timeout: 5000 }).toBe(1)
    expect(await ad.innerText()).toContain('Sponsored: Lamp Study Bible')
    expect(await ad.innerText()).toContain('bible · bibleChapter · staging')
    expect(await slotBox()).toBe(250)
    expect(await textTop()).toBe(before)
  })

  it('fills slots that mount later and registers further templates only once', async () => {
    await page.addScriptTag({ url: '/ad-sandbox/staging/ads.js?template=homepage' })
    await page.evaluate(() => {
      const slot = document.createElement('div')
      slot.dataset.adSlot = 'leaderboard'
      slot.id = 'late'
      document.querySelector('main')?.append(slot)
    })
    await expect.poll(() => page.locator('#late [aria-label="Advertisement"]').innerText(), { timeout: 5000 }).toContain('homepage')
    expect((await page.locator('#late').boundingBox())?.height).toBe(90)
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(2)
  })

  it('empties the slots, keeping their space, when the configuration is reset', async () => {
    await page.evaluate(() => {
      Reflect.deleteProperty(window, 'lampAdConfig')
      window.dispatchEvent(new CustomEvent('lamp:ad-config'))
    })
    expect(await page.getByRole('complementary').count()).toBe(0)
    expect(await slotBox()).toBe(250)
  })
})
