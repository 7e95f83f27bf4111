import type { BrowserContext, Page } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { rawRunOptions } from '#scripts/lib/coverage-options.ts'

/**
 * With COVERAGE_E2E=1 (set by `npm run coverage`), every page of a test's browser context records which of the app's
 * code ran; the V8 data, with the build's own source maps, is added to the end-to-end run's raw coverage. The client
 * build writes hidden source maps (never served), so they are read from the build folder the suite's server serves.
 */
export const collectingCoverage = process.env.COVERAGE_E2E === '1'

const builtAssets = join(process.env.DIST_DIR ?? 'dist', 'client')

/** The built chunk's source map, when the chunk holds any of the app's sources (the bundler's runtime holds none). */
function withSourceMap<T extends { url: string }>(entry: T): (T & { sourceMap: unknown }) | null {
  const map = join(builtAssets, `${new URL(entry.url).pathname}.map`)
  if (!existsSync(map)) return null
  const sourceMap = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }
  return sourceMap.sources?.some((source) => source.includes('src/')) ? { ...entry, sourceMap } : null
}

/** Starts recording on every page the context opens; the returned function stops them and stores what ran. */
export function recordCoverage(context: BrowserContext): () => Promise<void> {
  const recording: Array<{ page: Page; started: Promise<boolean> }> = []
  const record = (page: Page) => {
    // A page without JavaScript (javaScriptEnabled: false) cannot record: it has nothing to record either.
    const started = page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false }).then(() => true, () => false)
    recording.push({ page, started })
  }
  // The test's own page exists already (other fixtures made it) but has not navigated yet.
  context.pages().forEach(record)
  context.on('page', record)
  return async () => {
    const entries = []
    for (const { page, started } of recording) {
      if (!(await started) || page.isClosed()) continue
      const ran = await page.coverage.stopJSCoverage().catch(() => [])
      for (const entry of ran) {
        const mapped = new URL(entry.url).pathname.startsWith('/assets/') ? withSourceMap(entry) : null
        if (mapped) entries.push(mapped)
      }
    }
    if (entries.length === 0) return
    // Loaded only when coverage is recorded: an ordinary run never needs the reporter.
    const { CoverageReport } = await import('monocart-coverage-reports')
    await new CoverageReport(rawRunOptions('e2e')).add(entries)
  }
}
