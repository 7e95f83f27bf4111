import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { SeedRun } from './db/database.ts'

const PREPARE_MAIN = fileURLToPath(new URL('./prepare-main.ts', import.meta.url))
/** Seeding the whole KJV twice over (English and Spanish names, the search index) takes seconds; a hung child must not hang start-up. */
const PREPARE_TIMEOUT_MS = 5 * 60_000

/**
 * Prepares a data folder (./prepare.ts) in a child process. Seeding allocates a few hundred megabytes that the
 * allocator keeps after the seed is done (about 65 MB more resident memory for the life of the process); a child
 * gives all of it back when it exits, so servers start from the memory they need to serve. This module imports no
 * more than that, so a cluster's primary, which only supervises, never loads the seeds.
 */
export function prepareDataAside(dataDir: string): Promise<SeedRun[]> {
  // The child loads TypeScript the way this process does (tsx), without a server's heap cap or a load test's probe.
  const { LAMP_PROBE_FILE: _probe, ...env } = process.env
  const child = fork(PREPARE_MAIN, [dataDir], { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise<SeedRun[]>((resolve, reject) => {
    let runs: SeedRun[] = []
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`preparing ${dataDir} took longer than ${PREPARE_TIMEOUT_MS / 1000} s`)) }, PREPARE_TIMEOUT_MS)
    child.on('message', (message) => { runs = message as SeedRun[] })
    child.once('error', (error) => { clearTimeout(timer); reject(error) })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve(runs)
      else reject(new Error(`preparing ${dataDir} failed (exit ${code ?? signal}); the previous content is kept`))
    })
  })
}
