import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fresh-member.ts'

/**
 * axe-core over one page of every type, in light and dark, English and Spanish: any violation fails. WCAG 2.x A/AA,
 * axe's best practices and its experimental rules (label-content-name-mismatch is one) all run.
 */
const PAGE_TYPES: ReadonlyArray<readonly [type: string, path: string]> = [
  ['home', '/'],
  ['Bible index', '/bible'],
  ['testament', '/bible/old-testament'],
  ['book', '/bible/new-testament/john'],
  ['chapter', '/bible/new-testament/john/3'],
  ['verse', '/bible/new-testament/john/3/16'],
  ['daily email', '/emails/daily/031526/am'],
  ['verse topics', '/verses'],
  ['verse topic', '/verses/love'],
  ['articles', '/articles'],
  ['article', '/articles/how-to-start-reading-the-bible'],
  ['videos', '/videos'],
  ['video topic', '/videos/topic/psalms'],
  ['video', '/videos/psalms/psalm-46-be-still'],
  ['news', '/news'],
  ['store', '/store'],
  ['store item', '/store/kjv-journaling-bible'],
  ['unsubscribe', '/unsubscribe'],
  ['favorites', '/favorites'],
  ['search results', '/search?q=everlasting%20life'],
  ['general page', '/about'],
  ['not found', '/no-such-page'],
]

const LOCALES = [['en', ''], ['es', '/es']] as const
const COLOUR_SCHEMES = ['light', 'dark'] as const

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    // In the page itself: no helper page per check (the pages have no frames).
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'])
    .analyze()
  const violations = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? ''}): ${node.target.join(' ')} — ${violation.help}`))
  expect(violations, `axe on ${what}`).toEqual([])
}

/** Waits until the page has hydrated and its data has come: what axe sees is what a reader gets. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

for (const colourScheme of COLOUR_SCHEMES) {
  test.describe(`${colourScheme} colours`, () => {
    test.use({ colorScheme: colourScheme })

    for (const [locale, prefix] of LOCALES) {
      for (const [type, path] of PAGE_TYPES) {
        test(`${type} (${locale}) has no accessibility violation`, async ({ page }) => {
          const address = path === '/' && prefix ? prefix : `${prefix}${path}`
          await open(page, address)
          await expect(page.locator('html')).toHaveAttribute('data-colour-mode', colourScheme)
          await expectNoViolations(page, `${address} in ${colourScheme}`)
        })
      }

      test(`the phone header and its open menu (${locale}) have no accessibility violation`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        await open(page, `${prefix}/bible/new-testament/john/3`)
        await expectNoViolations(page, `the phone header in ${colourScheme}`)
        await page.getByRole('banner').locator('.menu-button').click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectNoViolations(page, `the open menu in ${colourScheme}`)
      })
    }
  })
}

test('a member’s profile page has no accessibility violation, light and dark, English and Spanish', async ({ page, freshMember }) => {
  test.setTimeout(90_000)
  await freshMember.signIn()
  for (const colourScheme of COLOUR_SCHEMES) {
    await page.emulateMedia({ colorScheme: colourScheme })
    for (const [, prefix] of LOCALES) {
      await open(page, `${prefix}/my-profile`)
      await expect(page.getByRole('textbox').first()).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-colour-mode', colourScheme)
      await expectNoViolations(page, `${prefix}/my-profile in ${colourScheme}`)
    }
  }
})
