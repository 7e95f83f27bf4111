import { expect, type Page } from '@playwright/test'

/**
 * Waits until React has taken the whole page over, so that its keys, selections and clicks are heard. A quiet
 * network is no such sign: the shell (the header) hydrates first, the page's content after it at React's lowest
 * priority, behind the actors' start-up, and a chapter's verses (a boundary of their own) last, on a slow machine
 * after the network is quiet.
 * - Each boundary that listens carries `data-hydrating` until its effects have run (src/lib/ui/hydration-mark.ts,
 *   decision 0126).
 * - The header's account area, empty in the server's HTML, shows "Sign in" or the member's menu once the actors have
 *   read the stored user; on a phone it is in the menu, hidden: attached is enough.
 */
export async function interactive(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeAttached()
  await expect(page.locator('[data-hydrating]')).toHaveCount(0)
  await expect(page.locator('.account-sign-in, .account-button').first()).toBeAttached()
}
