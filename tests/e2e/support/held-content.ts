import type { Page } from '@playwright/test'

export interface HeldContent {
  /** How many of the content service's answers wait. */
  count: () => number
  /** Lets the waiting answers and every later one through. */
  release: () => void
}

/**
 * Holds the content service's answers for addresses that hold `fragment` until `release()`: as on a slow network, a
 * navigation to such a page waits for them, and the page being left stays on screen meanwhile.
 */
export async function holdContent(page: Page, fragment: string): Promise<HeldContent> {
  const waiting: Array<() => void> = []
  let holding = true
  await page.route((url) => url.pathname.startsWith('/umbraco/delivery/api/v2/') && decodeURIComponent(url.href).includes(fragment), async (route) => {
    if (holding) await new Promise<void>((release) => waiting.push(release))
    await route.fallback()
  })
  return {
    count: () => waiting.length,
    release: () => {
      holding = false
      for (const release of waiting.splice(0)) release()
    },
  }
}
