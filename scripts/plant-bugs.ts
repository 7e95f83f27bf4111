/**
 * Plants each known bug in the machines, one at a time, runs the unit tests, and restores the file: every bug must
 * make tests fail that pass without it, spec-model paths among them. The tests that already fail on a clean tree (a
 * baseline run first) do not count, so a planted bug is "caught" only by new failures.
 *
 *   npx tsx scripts/plant-bugs.ts          # the machines' tests (a subset of `npm run test:unit`; a few minutes)
 *   npx tsx scripts/plant-bugs.ts --all    # the whole `npm run test:unit` per bug (slow)
 *
 * Exits non-zero if a bug is not caught or cannot be planted (its code changed: update the edit below).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BUGS, occurrences, type PlantedBug } from './lib/planted-bugs.ts'

interface JsonReport { testResults: Array<{ assertionResults: Array<{ fullName: string; status: string }> }> }

/** Runs Vitest and returns the full names of the failing tests. */
function failingTests(targets: string[]): Set<string> {
  const dir = mkdtempSync(join(tmpdir(), 'lamp-plant-'))
  const output = join(dir, 'report.json')
  try {
    spawnSync('npx', ['vitest', 'run', ...targets, '--reporter=json', `--outputFile=${output}`], { stdio: ['ignore', 'ignore', 'inherit'] })
    const report = JSON.parse(readFileSync(output, 'utf8')) as JsonReport
    return new Set(report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName)))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function plant(bug: PlantedBug): string {
  const original = readFileSync(bug.file, 'utf8')
  const found = occurrences(original, bug.find)
  if (found !== 1) throw new Error(`${bug.file}: the code to change occurs ${found} times, not once; update scripts/lib/planted-bugs.ts`)
  writeFileSync(bug.file, original.replace(bug.find, bug.replace))
  return original
}

function main(): number {
  const targets = process.argv.includes('--all') ? [] : ['machines']
  console.log(`Baseline: vitest run ${targets.join(' ') || '(all)'}`)
  const baseline = failingTests(targets)
  if (baseline.size > 0) console.log(`  ${baseline.size} tests already fail without a planted bug; they do not count.`)
  let missed = 0
  for (const bug of BUGS) {
    let original: string | null = null
    const restore = () => { if (original !== null) writeFileSync(bug.file, original) }
    process.once('SIGINT', () => { restore(); process.exit(130) })
    try {
      original = plant(bug)
      const caught = [...failingTests(targets)].filter((name) => !baseline.has(name))
      // The spec-model tests must catch it on their own, not only a hand-written unit test.
      const byModel = caught.filter((name) => name.includes('spec model'))
      const verdict = byModel.length > 0 ? 'caught' : 'MISSED'
      console.log(`${verdict}  ${bug.name}: ${caught.length} tests fail, ${byModel.length} of them spec-model paths${byModel[0] ? `, e.g. ${byModel[0]}` : ''}`)
      if (byModel.length === 0) missed += 1
    } catch (error) {
      console.log(`ERROR   ${bug.name}: ${(error as Error).message}`)
      missed += 1
    } finally {
      restore()
    }
  }
  return missed === 0 ? 0 : 1
}

process.exitCode = main()
