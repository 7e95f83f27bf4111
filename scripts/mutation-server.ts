/**
 * Mutation testing of server/ one folder at a time (`npm run test:mutation:server [folder ...]`): each folder keeps its
 * own incremental file (reports/mutation/server-<folder>-incremental.json), so a run of one folder never forgets
 * another's results, and a re-run only tests mutants in code or tests that changed. Prints the score per folder. Stryker options after the folders go to every run (`-- media --concurrency 2`).
 *
 * Files may be named instead of folders (`identity/throttle.ts`), and run in the order given.
 * `--per-file` runs Stryker once per source file of each folder and merges each file's results into the folder's
 * incremental file as soon as that run ends. Stryker writes its incremental file only when a whole run finishes, so
 * a long folder (identity takes about two hours on two cores) stopped half-way would otherwise keep nothing.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Tests and their support code kill mutants; they are not mutated. One list for Stryker's globs and for --per-file. */
const SUPPORT_SUFFIXES = ['test', 'fakes', 'harness', 'fixtures']
/** The site seed's copy (articles, prayers, studies…) is data, not behaviour (decision 0115): not mutated either. */
const SEED_DATA = 'server/db/seed-site/data/'
const NOT_MUTATED = [...SUPPORT_SUFFIXES.map((suffix) => `!**/*.${suffix}.ts`), '!server/testing/**', '!server/**/testing.ts', `!${SEED_DATA}**`]
const isNotMutated = (path: string) =>
  SUPPORT_SUFFIXES.some((suffix) => path.endsWith(`.${suffix}.ts`)) || path.startsWith('server/testing/') || path.endsWith('/testing.ts') || path.startsWith(SEED_DATA)
const folders = readdirSync('server', { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'testing').map((entry) => entry.name)
/** The files directly in server/ (app, config, settings, start-up) count as one folder, "root". */
const ALL = [...folders, 'root']

/** Build output, run data and reports: the tests need none of them (and dist/ is a link Stryker cannot copy). */
const NOT_COPIED = ['/dist', '/.builds', '/data', '/data-*', '/.data-test', '/test-results', '/playwright-report', '/blob-report', '/coverage', '/bench-results'].join(',')

const incrementalFile = (folder: string) => join('reports', 'mutation', `server-${folder}-incremental.json`)
const mutateGlob = (folder: string) => [folder === 'root' ? 'server/*.ts' : `server/${folder}/**/*.ts`, ...NOT_MUTATED].join(',')

interface Report { files: Record<string, { mutants: Array<{ status: string }> }>; testFiles?: Record<string, unknown> }

/** The folder's own source files, as Stryker's `mutate` would pick them. */
function sourceFiles(folder: string): string[] {
  const directory = folder === 'root' ? 'server' : join('server', folder)
  const entries = readdirSync(directory, { withFileTypes: true, recursive: folder !== 'root' })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative('.', join(entry.parentPath, entry.name)))
    .filter((path) => !isNotMutated(path))
    .sort()
}

/** Runs one file's mutants against a copy of the folder's incremental file, then merges that file's results back. */
function runOneFile(folder: string, file: string, options: string[]): boolean {
  const folderFile = incrementalFile(folder)
  const partFile = join('reports', 'mutation', `.part-${folder}-incremental.json`)
  if (existsSync(folderFile)) copyFileSync(folderFile, partFile)
  else rmSync(partFile, { force: true })
  const run = spawnSync('npx', ['stryker', 'run', '--mutate', [file, ...NOT_MUTATED].join(','), '--incrementalFile', partFile, '--ignorePatterns', NOT_COPIED, ...options], { stdio: 'inherit' })
  // A file with nothing to mutate (types only) ends the run without a report.
  if (run.status !== 0 || !existsSync(partFile)) return run.status === 0
  const part = JSON.parse(readFileSync(partFile, 'utf8')) as Report
  const merged: Report = existsSync(folderFile) ? (JSON.parse(readFileSync(folderFile, 'utf8')) as Report) : { ...part, files: {}, testFiles: {} }
  if (part.files[file]) merged.files[file] = part.files[file]
  merged.testFiles = { ...merged.testFiles, ...part.testFiles }
  writeFileSync(folderFile, JSON.stringify(merged))
  rmSync(partFile, { force: true })
  return true
}

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
const givenOptions = firstOption === -1 ? [] : process.argv.slice(2 + firstOption)
const perFile = givenOptions.includes('--per-file')
const strykerOptions = givenOptions.filter((option) => option !== '--per-file')
// A file (`identity/throttle.ts`) runs on its own and is merged into its folder's results, as with --per-file.
const isFile = (item: string) => item.endsWith('.ts')
const folderOf = (file: string) => (file.includes('/') ? (file.split('/')[0] ?? '') : 'root')
const unknown = asked.filter((item) => (isFile(item) ? !existsSync(join('server', item)) || !ALL.includes(folderOf(item)) : !ALL.includes(item)))
if (unknown.length > 0) {
  console.error(`No such server folder or file: ${unknown.join(', ')} (folders: ${ALL.join(', ')})`)
  process.exit(2)
}
let failed = false
for (const folder of asked.length > 0 ? asked : ALL) {
  if (isFile(folder)) {
    console.log(`\n-- server/${folder}`)
    if (!runOneFile(folderOf(folder), join('server', folder), strykerOptions)) failed = true
    continue
  }
  console.log(`\n== server/${folder === 'root' ? '*.ts' : folder}`)
  if (perFile) {
    for (const file of sourceFiles(folder)) {
      console.log(`\n-- ${file}`)
      if (!runOneFile(folder, file, strykerOptions)) failed = true
    }
    continue
  }
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
