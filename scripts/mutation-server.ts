/**
 * Mutation testing of server/ one folder at a time (`npm run test:mutation:server [folder ...]`): each folder keeps its
 * own incremental file (reports/mutation/server-<folder>-incremental.json), so a run of one folder never forgets
 * another's results, and a re-run only tests mutants in code or tests that changed. Prints the score per folder. Stryker options after the folders go to every run (`-- media --concurrency 2`).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const NOT_MUTATED = ['!**/*.test.ts', '!**/*.fakes.ts', '!**/*.harness.ts', '!**/*.fixtures.ts', '!server/testing/**', '!server/**/testing.ts']
const folders = readdirSync('server', { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'testing').map((entry) => entry.name)
/** The files directly in server/ (app, config, settings, start-up) count as one folder, "root". */
const ALL = [...folders, 'root']

/** Build output, run data and reports: the tests need none of them (and dist/ is a link Stryker cannot copy). */
const NOT_COPIED = ['/dist', '/.builds', '/data', '/data-*', '/.data-test', '/test-results', '/playwright-report', '/blob-report', '/coverage', '/bench-results'].join(',')

const incrementalFile = (folder: string) => join('reports', 'mutation', `server-${folder}-incremental.json`)
const mutateGlob = (folder: string) => [folder === 'root' ? 'server/*.ts' : `server/${folder}/**/*.ts`, ...NOT_MUTATED].join(',')

interface Report { files: Record<string, { mutants: Array<{ status: string }> }> }

/** Stryker's score: killed and timed-out mutants over all that were tested (no coverage counts as survived). */
function score(folder: string): { killed: number; survived: number; total: number } | null {
  if (!existsSync(incrementalFile(folder))) return null
  const report = JSON.parse(readFileSync(incrementalFile(folder), 'utf8')) as Report
  const statuses = Object.values(report.files).flatMap((file) => file.mutants.map((mutant) => mutant.status))
  const killed = statuses.filter((status) => status === 'Killed' || status === 'Timeout').length
  const survived = statuses.filter((status) => status === 'Survived' || status === 'NoCoverage').length
  return { killed, survived, total: killed + survived }
}

// Folders first, then any Stryker options, which every folder's run gets: `… media http --concurrency 2`.
const firstOption = process.argv.slice(2).findIndex((arg) => arg.startsWith('--'))
const asked = firstOption === -1 ? process.argv.slice(2) : process.argv.slice(2, 2 + firstOption)
const strykerOptions = firstOption === -1 ? [] : process.argv.slice(2 + firstOption)
const unknown = asked.filter((folder) => !ALL.includes(folder))
if (unknown.length > 0) {
  console.error(`No such server folder: ${unknown.join(', ')} (folders: ${ALL.join(', ')})`)
  process.exit(2)
}
let failed = false
for (const folder of asked.length > 0 ? asked : ALL) {
  console.log(`\n== server/${folder === 'root' ? '*.ts' : folder}`)
  const run = spawnSync('npx', ['stryker', 'run', '--mutate', mutateGlob(folder), '--incrementalFile', incrementalFile(folder), '--ignorePatterns', NOT_COPIED, ...strykerOptions], { stdio: 'inherit' })
  if (run.status !== 0) failed = true
}
console.log('\nfolder          score   killed / tested')
let killed = 0
let total = 0
for (const folder of ALL) {
  const result = score(folder)
  if (!result) continue
  killed += result.killed
  total += result.total
  const percent = result.total === 0 ? 'n/a' : `${((100 * result.killed) / result.total).toFixed(1)}%`
  console.log(`${folder.padEnd(15)} ${percent.padStart(6)}   ${result.killed} / ${result.total}`)
}
if (total > 0) console.log(`${'server/'.padEnd(15)} ${`${((100 * killed) / total).toFixed(1)}%`.padStart(6)}   ${killed} / ${total}`)
process.exit(failed ? 1 : 0)
