import { expect, test } from '@playwright/test'

/**
 * Logging and error rendering (R-ERR, R-SHELL-3, R-SET-4; issue 7). These tests provoke errors on purpose, so they use
 * Playwright's plain `test` rather than the suite's console-error guard.
 */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

test('outside Production the app logs at debug level with the caller', async ({ page }) => {
  const debug: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'debug') debug.push(message.text())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // e.g. "[lamp:app] start (index-Ab12.js:1) starting {environment: Development}"
  await expect.poll(() => debug.find((line) => line.includes('starting'))).toMatch(/^\[lamp:app\] \S.*:\d+\)? starting/)
})

test('a crawler that hits an error gets it logged, not rendered', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ userAgent: GOOGLEBOT, baseURL: baseURL ?? '' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[lamp:')) errors.push(message.text())
  })
  await page.goto('/bible/old-testament/john')
  await expect(page.locator('main')).toBeAttached()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  await expect(page.getByText('Page Not Found')).toHaveCount(0)
  await expect.poll(() => errors.length).toBeGreaterThan(0)

  // A reader on the same address sees the error page.
  const reader = await browser.newPage({ baseURL: baseURL ?? '' })
  await reader.goto('/bible/old-testament/john')
  await expect(reader.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await reader.close()
  await context.close()
})

test('an unhandled error shows the error page (500)', async ({ page }) => {
  await page.goto('/bible')
  await expect(page.getByRole('link', { name: 'John', exact: true })).toBeVisible()
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('an unexpected failure')
    })
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
})

test('an unhandled promise rejection shows the error page (500)', async ({ page }) => {
  await page.goto('/bible')
  await expect(page.getByRole('link', { name: 'John', exact: true })).toBeVisible()
  await page.evaluate(() => {
    void Promise.reject(new Error('nobody caught this'))
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
})
