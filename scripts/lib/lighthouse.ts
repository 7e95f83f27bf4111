import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** One Lighthouse run's figures: the performance score (0–100) and the core timings in milliseconds. */
export interface LighthouseFigures {
  performance: number
  accessibility: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
}

/**
 * How Lighthouse slows the page down. `simulate` (its default) loads the page at full speed and computes the timings
 * a slow 4G phone would see from that trace; `devtools` really throttles the network and the CPU while loading.
 */
export type Throttling = 'simulate' | 'devtools'

/** Lighthouse (default mobile: simulated slow 4G, 4× CPU; or the desktop preset) on one address. */
export async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop' = 'mobile', throttlingMethod: Throttling = 'simulate'): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility'], throttlingMethod }
    const result = formFactor === 'desktop' ? await lighthouse(url, flags, desktopConfig) : await lighthouse(url, flags)
    if (!result) throw new Error('Lighthouse returned no result')
    const { categories, audits } = result.lhr
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      performance: Math.round((categories['performance']?.score ?? 0) * 100),
      accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndex: value('speed-index'),
    }
  } finally {
    chrome.kill()
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The medians of several runs, figure by figure. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]))
  return { performance: pick('performance'), accessibility: pick('accessibility'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), speedIndex: pick('speedIndex') }
}

export const formatFigures = (f: LighthouseFigures): string =>
  `performance ${f.performance}, FCP ${(f.fcp / 1000).toFixed(2)} s, LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${Math.round(f.tbt)} ms, `
  + `CLS ${f.cls.toFixed(3)}, Speed Index ${(f.speedIndex / 1000).toFixed(2)} s, accessibility ${f.accessibility}`
