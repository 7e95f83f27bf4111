import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Lighthouse (mobile defaults) on one address; returns the category scores and the core timings. */
export async function runLighthouse(url: string): Promise<Record<string, string>> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] })
    if (!result) throw new Error('Lighthouse returned no result')
    const { categories, audits } = result.lhr
    const score = (id: string) => `${Math.round((categories[id]?.score ?? 0) * 100)}`
    const timing = (id: string) => audits[id]?.displayValue ?? 'n/a'
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      'first contentful paint': timing('first-contentful-paint'),
      'largest contentful paint': timing('largest-contentful-paint'),
      'total blocking time': timing('total-blocking-time'),
      'cumulative layout shift': timing('cumulative-layout-shift'),
    }
  } finally {
    chrome.kill()
  }
}
