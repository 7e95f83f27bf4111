import type { CoverageReportOptions } from 'monocart-coverage-reports'

/**
 * Coverage of the app's own code (`src/`, tests excluded), measured the same way wherever it runs: in Vitest's workers,
 * in Chromium during the end-to-end suite, and in the server that renders pages for that suite. Each run writes raw V8
 * data under `coverage/<run>/raw`; `npm run coverage` merges them into one report (scripts/coverage.ts).
 */
export const COVERAGE_ROOT = 'coverage'

export const rawDir = (run: 'unit' | 'e2e' | 'e2e-server') => `${COVERAGE_ROOT}/${run}/raw`

/** Source files that count: the app under src/, not its tests, generated route tree or compiled catalogs. */
export function countsAsApp(sourcePath: string): boolean {
  const path = sourcePath.replace(/\\/g, '/').replace(/^.*?(?=\bsrc\/)/, '')
  return path.startsWith('src/')
    && !/\.test\.tsx?$/.test(path)
    && !path.startsWith('src/locales/')
    && path !== 'src/routeTree.gen.ts'
    && /\.(ts|tsx|css)$/.test(path)
}

/** Where source-map paths (`../../src/…`, `file:///…/src/…`) are resolved to: the path from the repository root. */
export function appSourcePath(filePath: string): string {
  const at = filePath.replace(/\\/g, '/').lastIndexOf('src/')
  return at >= 0 ? filePath.slice(at) : filePath
}

/** Options for one run's raw data: only the app's sources are kept, under their repository paths. */
export function rawRunOptions(run: 'unit' | 'e2e' | 'e2e-server'): CoverageReportOptions {
  return {
    name: `Lamp coverage: ${run}`,
    outputDir: `${COVERAGE_ROOT}/${run}`,
    reports: [['raw', { outputDir: 'raw' }]],
    sourcePath: appSourcePath,
    sourceFilter: (sourcePath: string) => countsAsApp(sourcePath),
    logging: 'error',
  }
}
