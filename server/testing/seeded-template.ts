import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { openDatabase, type Seed, type SeedRun } from '../db/database.ts'

/**
 * Seeded databases for test apps, made once and copied (decision 0116). Seeding the whole KJV takes seconds, a dozen
 * test files seed the same content, and a mutation run seeds again for every mutant it tests: copying a seeded file
 * is quick. A template's name is a digest of the seed list and of every server and
 * contracts source file, so any change to a seed, a schema or the code they call makes a new template.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const TEMPLATES = join(tmpdir(), 'lamp-test-templates')
/**
 * The folder stays bounded: when a template is made, all but the most recently used few are removed (each mutation
 * run's sandbox makes its own, tens of megabytes each), once they have been unused long enough that no test is still copying.
 */
const KEEP_NEWEST = 6
const UNUSED_FOR_MS = 10 * 60 * 1000

/**
 * StrykerJS's instrumentation namespace (its `globalNamespace`, `__stryker__` by default): the mutant a mutation run
 * has switched on, and the mutants each piece of code has run.
 */
interface StrykerNamespace {
  activeMutant?: string
  currentTestId?: string
  mutantCoverage?: { static: Record<string, number>; perTest: Record<string, Record<string, number> | undefined> }
}
const stryker = (): StrykerNamespace | undefined => (globalThis as { __stryker__?: StrykerNamespace }).__stryker__

interface TemplateFacts {
  seeded: SeedRun[]
  /** Mutants that seeding the template ran: a copy would hide them, so a mutation run testing one seeds afresh. */
  mutantsRunBySeeding: string[]
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

function templateDigest(seeds: readonly Seed[]): string {
  const hash = createHash('sha256')
  for (const seed of seeds) hash.update(`${seed.name}@${seed.version ?? 1}\n`)
  for (const file of [...sourceFiles(join(ROOT, 'server')), ...sourceFiles(join(ROOT, 'contracts'))].sort()) {
    hash.update(relative(ROOT, file)).update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 24)
}

/** The mutants run so far where coverage is being counted now (nothing outside a mutation run). */
function mutantsRunSoFar(): Map<string, number> {
  const namespace = stryker()
  const coverage = namespace?.mutantCoverage
  if (!coverage) return new Map()
  const counts = namespace.currentTestId === undefined ? coverage.static : (coverage.perTest[namespace.currentTestId] ?? {})
  return new Map(Object.entries(counts))
}

function removeUnusedTemplates(): void {
  const unused = (path: string) => Date.now() - statSync(path).mtimeMs > UNUSED_FOR_MS
  const entries = readdirSync(TEMPLATES).map((name) => join(TEMPLATES, name))
  // Folders a crashed run left while making a template.
  for (const path of entries.filter((entry) => /making-[^/]*$/.test(entry) && unused(entry))) rmSync(path, { recursive: true, force: true })
  const byLastUse = entries.filter((entry) => entry.endsWith('.sqlite')).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  for (const path of byLastUse.slice(KEEP_NEWEST).filter(unused)) {
    rmSync(path, { force: true })
    rmSync(path.replace(/\.sqlite$/, '.json'), { force: true })
  }
}

/** Seeds a database in a folder of its own and moves it into place: tests running at once never see half a template. */
function makeTemplate(path: string, factsPath: string, seeds: readonly Seed[]): void {
  mkdirSync(TEMPLATES, { recursive: true })
  removeUnusedTemplates()
  const workDir = mkdtempSync(join(TEMPLATES, 'making-'))
  try {
    const before = mutantsRunSoFar()
    const { db, seeded } = openDatabase(workDir, seeds)
    const mutantsRunBySeeding = [...mutantsRunSoFar()].filter(([id, count]) => count > (before.get(id) ?? 0)).map(([id]) => id)
    // Everything into the main file, so the copy is the whole database.
    db.pragma('wal_checkpoint(TRUNCATE)')
    db.close()
    const facts: TemplateFacts = { seeded, mutantsRunBySeeding }
    writeFileSync(join(workDir, 'facts.json'), JSON.stringify(facts))
    renameSync(join(workDir, 'facts.json'), factsPath)
    renameSync(join(workDir, 'lamp.sqlite'), path)
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}

/**
 * Puts a database seeded with `seeds` into `dataDir` (as `lamp.sqlite`) and returns the seeds that made it; `undefined`
 * when the caller must seed it itself: in a mutation run whose mutant seeding runs, where a copy would hide it.
 */
export function copySeededTemplate(dataDir: string, seeds: readonly Seed[]): SeedRun[] | undefined {
  const digest = templateDigest(seeds)
  const path = join(TEMPLATES, `${digest}.sqlite`)
  const factsPath = join(TEMPLATES, `${digest}.json`)
  const activeMutant = stryker()?.activeMutant
  if (!existsSync(path)) {
    // A template made while a mutant is switched on would carry that mutant into every later copy.
    if (activeMutant !== undefined) return undefined
    makeTemplate(path, factsPath, seeds)
  }
  const facts = JSON.parse(readFileSync(factsPath, 'utf8')) as TemplateFacts
  if (activeMutant !== undefined && facts.mutantsRunBySeeding.includes(activeMutant)) return undefined
  copyFileSync(path, join(dataDir, 'lamp.sqlite'))
  // Its modification time is its last use (templates never change once made): the clean-up keeps the recent ones.
  const now = new Date()
  utimesSync(path, now, now)
  return facts.seeded
}
