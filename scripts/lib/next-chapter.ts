import { chromium } from '@playwright/test'
import { median } from './lighthouse.ts'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const NAVIGATION_LIMIT_MS = 10_000

/**
 * Next-chapter navigation as a reader makes it: on a hydrated chapter page, the pointer rests on "Next" (the
 * router preloads on that intent), then the click; the time runs from the click until the next chapter's heading
 * is painted. Median of `runs` fresh pages, in milliseconds.
 */
export async function measureNextChapter(baseUrl: string, runs = 5): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })
  const times: number[] = []
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage()
      await page.goto(`${baseUrl}/bible/new-testament/john/3`)
      await page.locator('.account-sign-in').waitFor()
      const next = page.locator('a[rel="next"].chapter-nav-next')
      await next.hover()
      await page.waitForTimeout(800)
      const elapsed = await page.evaluate((limit) => new Promise<number>((resolve, reject) => {
        // A navigation that never shows John 4 ends the measurement instead of hanging the bench.
        setTimeout(() => reject(new Error(`John 4 was not on screen within ${limit} ms`)), limit)
        const link = document.querySelector<HTMLAnchorElement>('a[rel="next"].chapter-nav-next')
        const started = performance.now()
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent === 'John 4') {
            observer.disconnect()
            // On screen means painted: a frame's callbacks run before its style, layout and paint, and a
            // user-blocking task posted from one runs right after the frame is committed. A message would wait behind
            // tasks queued before it, such as the slices of the chapter's deferred render (decision 0129).
            requestAnimationFrame(() => {
              void scheduler.postTask(() => resolve(performance.now() - started), { priority: 'user-blocking' })
            })
          }
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        link?.click()
      }), NAVIGATION_LIMIT_MS)
      times.push(elapsed)
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return median(times)
}
