import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** No WCAG 2.x A/AA violation (roles, names, focus, contrast) inside the selectors, as axe-core finds them. */
export async function expectAccessible(page: Page, ...selectors: string[]): Promise<void> {
  // Legacy mode runs axe in the page itself: no helper page per check (the pages here have no frames).
  const builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  for (const selector of selectors) builder.include(selector)
  const results = await builder.analyze()
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`)
  expect(violations, `axe found problems in ${selectors.join(', ')}`).toEqual([])
}
