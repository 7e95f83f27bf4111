import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { openDatabase, seedsToRun, type OpenedDatabase, type SeedRun } from './database.ts'

const SEED_MAIN = fileURLToPath(new URL('./seed-main.ts', import.meta.url))
/** Seeding the whole KJV twice over (English and Spanish names, the search index) takes seconds; a hung child must not hang start-up. */
const SEED_TIMEOUT_MS = 5 * 60_000

/**
 * Opens the database like `openDatabase`, but runs pending seeds in a child process first. Seeding allocates a few
 * hundred megabytes that the allocator keeps after the seed is done (resident memory the server would carry for its
 * whole life); a child gives all of it back when it exits, so the server starts from the memory it needs to serve.
 */
export async function openDatabaseSeededAside(dataDir: string): Promise<OpenedDatabase> {
  const migrated = openDatabase(dataDir, [])
  const { pending } = seedsToRun(migrated.db)
  migrated.db.close()
  const seeded = pending.length > 0 ? await seedInChild(dataDir) : []
  return { db: openDatabase(dataDir).db, seeded }
}

function seedInChild(dataDir: string): Promise<SeedRun[]> {
  // The child loads TypeScript the way this process does (tsx), and never writes a load test's probe file.
  const { LAMP_PROBE_FILE: _probe, ...env } = process.env
  const execArgv = process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx']
  const child = fork(SEED_MAIN, [dataDir], { execArgv, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise<SeedRun[]>((resolve, reject) => {
    let runs: SeedRun[] = []
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`seeding ${dataDir} took longer than ${SEED_TIMEOUT_MS / 1000} s`)) }, SEED_TIMEOUT_MS)
    child.on('message', (message) => { runs = message as SeedRun[] })
    child.once('error', (error) => { clearTimeout(timer); reject(error) })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve(runs)
      else reject(new Error(`seeding ${dataDir} failed (exit ${code ?? signal}); the previous content is kept`))
    })
  })
}
