import { test as base, expect } from '@playwright/test'
import { collectingCoverage, recordCoverage } from './support/coverage.ts'

/**
 * Every test fails on an uncaught page error or a console error (Epic Stack's habit), except the
 * browser's own note about an HTTP error status, which expected 404 pages cause on purpose, and the errors a
 * test names in `expectedConsoleErrors` (`test.use`) because it causes them on purpose (a failure
 * docs/product.md says is logged). React reports a hydration mismatch with console.error, so a page whose server HTML differs from
 * its first browser render fails too; and so does any Content-Security-Policy violation, in any frame (the page
 * reports it as a console error).
 */
export const test = base.extend<{ expectedConsoleErrors: string[]; failOnConsoleErrors: undefined; coverage: undefined }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`)
        })
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        if (message.text().startsWith('Failed to load resource')) return
        if (expectedConsoleErrors.some((expected) => message.text().includes(expected))) return
        errors.push(`console.error: ${message.text()}`)
      })
      await use(undefined)
      expect(errors, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
  // Only under `npm run coverage`: what the app's code ran in this test's pages.
  coverage: [
    async ({ context }, use) => {
      const stop = collectingCoverage ? recordCoverage(context) : null
      await use(undefined)
      await stop?.()
    },
    { auto: true },
  ],
})

export { expect }
