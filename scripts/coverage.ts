/**
 * Coverage of `src/` from the unit tests plus the end-to-end suite (`npm run coverage`; not part of `npm test`, it
 * takes as long as both suites): Vitest measures its workers, the suite's Chromium pages record what ran in the
 * browser, and the suite's server records what it ran to render pages. The three are merged into one report:
 * coverage/report/index.html, and a summary printed per run and for all of them together.
 *
 *   npm run coverage                # both suites, then the merged report
 *   npm run coverage -- --merge     # only collect and merge what earlier runs left in coverage/
 */
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CoverageReport, type CoverageReportOptions, type CoverageResults } from 'monocart-coverage-reports'
import { appSourcePath, COVERAGE_ROOT, countsAsApp, rawDir, rawRunOptions } from './lib/coverage-options.ts'

// Beside the run's folder, not in it: generating the run's raw data clears its folder first.
const SERVER_V8_DIR = `${COVERAGE_ROOT}/e2e-server-v8`
const RUNS = ['unit', 'e2e', 'e2e-server'] as const

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  // A failing test does not stop the measurement: coverage is reported for what ran, and the exit code tells.
  if (result.status !== 0) process.exitCode = 1
}

if (!process.argv.includes('--merge')) {
  rmSync(COVERAGE_ROOT, { recursive: true, force: true })
  run('npx', ['vitest', 'run', '--coverage.enabled'])
  // Only the suite's web server records V8 data (playwright.config.ts), not the runner and its workers.
  run('npx', ['playwright', 'test'], { COVERAGE_E2E: '1', COVERAGE_SERVER_V8_DIR: resolve(SERVER_V8_DIR) })
}
if (!existsSync(rawDir('e2e')) && existsSync(`${COVERAGE_ROOT}/e2e`)) {
  await new CoverageReport(rawRunOptions('e2e')).generate()
  // The server's own V8 data: only the server-rendering bundle holds the app's code (its source map leads back to src/).
  const server = new CoverageReport({ ...rawRunOptions('e2e-server'), entryFilter: (entry) => new URL(entry.url).pathname.endsWith('/server/entry-server.js') })
  await server.addFromDir(SERVER_V8_DIR)
  await server.generate()
}

/** One report over the given runs' raw data; files no test loaded count as not covered at all. */
function report(runs: readonly (typeof RUNS)[number][], outputDir: string, reports: NonNullable<CoverageReportOptions['reports']>): Promise<CoverageResults | undefined> {
  return new CoverageReport({
    name: `Lamp: coverage of src/ from ${runs.join(' + ')}`,
    // Its own folder: a report clears its output folder first, and the runs' raw data must stay for the next merge.
    outputDir,
    inputDir: runs.map(rawDir).filter((dir) => existsSync(dir)),
    sourcePath: appSourcePath,
    sourceFilter: countsAsApp,
    all: { dir: ['./src'], filter: (filePath: string) => countsAsApp(filePath) && !filePath.endsWith('.css') },
    reports,
    logging: 'error',
  }).generate()
}

const lines = (covered: number, total: number) => `${total === 0 ? '–' : ((100 * covered) / total).toFixed(1)} % (${covered}/${total})`

/** Line coverage per folder of src/ (src/routes, src/features/bible, …): where the untested code is. */
function byFolder(results: CoverageResults): Map<string, { covered: number; total: number }> {
  const folders = new Map<string, { covered: number; total: number }>()
  for (const file of results.files) {
    const parts = file.sourcePath.split('/')
    const folder = parts.slice(0, parts[1] === 'features' ? 3 : 2).join('/')
    const sum = folders.get(folder) ?? { covered: 0, total: 0 }
    folders.set(folder, { covered: sum.covered + file.summary.lines.covered, total: sum.total + file.summary.lines.total })
  }
  return new Map([...folders].sort(([a], [b]) => a.localeCompare(b)))
}

const all = await report(RUNS, `${COVERAGE_ROOT}/report`, [['v8'], ['json-summary']])
if (!all) throw new Error('No coverage data: run `npm run coverage` first.')
console.log('\nLines of src/ covered')
for (const run of RUNS) {
  const alone = await report([run], `${COVERAGE_ROOT}/report-${run}`, [['json-summary']])
  if (alone) console.log(`  ${run.padEnd(12)} ${lines(alone.summary.lines.covered, alone.summary.lines.total)}`)
}
console.log(`  ${'all'.padEnd(12)} ${lines(all.summary.lines.covered, all.summary.lines.total)}, functions ${all.summary.functions.pct} %, branches ${all.summary.branches.pct} %`)
console.log('\nBy folder (all runs)')
for (const [folder, sum] of byFolder(all)) console.log(`  ${folder.padEnd(28)} ${lines(sum.covered, sum.total)}`)
console.log(`\nReport: ${all.reportPath}`)
