import cluster, { type Worker } from 'node:cluster'
import { fileURLToPath } from 'node:url'
import type { ServerConfig } from './config.ts'
import { describeError } from './describe-error.ts'
import { prepareDataAside } from './prepare-aside.ts'

/**
 * `npm start` and `npm run serve`: one primary process that serves nothing itself, and `config.workers` serving
 * processes (WEB_CONCURRENCY, one per core by default) forked with node:cluster. Each worker listens on both ports
 * (the app's and the identity provider's); the primary owns the listening sockets and hands each new connection to a
 * worker, so a worker that dies takes only its own requests with it. Everything a second request may meet on
 * another worker is in the database (docs/operations.md lists what each worker keeps to itself).
 *
 * The primary prepares the data folder once, in a child, before any worker starts (./prepare-aside.ts), restarts a
 * worker that dies, and gives up when they keep dying (CRASH_LIMIT): a crash loop must be seen, not hidden.
 * This module imports nothing of the server: the primary holds only what supervising takes.
 */

const WORKER_MAIN = fileURLToPath(new URL('./worker-main.ts', import.meta.url))

/** A worker tells the primary it serves (both ports listening) with this message. */
export const READY_MESSAGE = 'lamp:worker-ready'

/** This many crashes (of any workers) within the window stop the primary: a crash loop is a fault to fix. */
export const CRASH_LIMIT = { crashes: 5, withinMs: 60_000 } as const
/** The first restart comes at once, so one crash costs the site nothing noticeable; a run of crashes waits longer each time. */
export const RESTART_DELAY = { firstMs: 100, maxMs: 5_000 } as const
/** Workers that have not closed this long after SIGTERM are killed (each gives itself three seconds). */
const STOP_TIMEOUT_MS = 10_000

/**
 * How long to wait before replacing a worker that just died, given when each crash so far happened (this one
 * included); null when the crashes within CRASH_LIMIT's window have reached its count, and the primary must stop.
 */
export function restartDelay(crashTimes: readonly number[], now: number): number | null {
  const recent = crashTimes.filter((time) => now - time < CRASH_LIMIT.withinMs).length
  if (recent >= CRASH_LIMIT.crashes) return null
  return Math.min(RESTART_DELAY.firstMs * 2 ** Math.max(0, recent - 1), RESTART_DELAY.maxMs)
}

/** The workers load TypeScript as the primary does, with its flags (the heap cap is per process: SERVER_NODE_FLAGS). */
const workerExecArgv = () => (process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'])

const describeExit = (code: number | null, signal: string | null) => (signal ? `was killed by ${signal}` : `exited with code ${code}`)

/** Prepares the data folder, forks the workers and supervises them until a signal (exit 0) or a crash loop (exit 1). */
export async function runCluster(config: ServerConfig, url = `http://localhost:${config.port}`): Promise<void> {
  const live = new Set<Worker>()
  const readyWorkers = new Set<Worker>()
  const pendingRestarts = new Set<NodeJS.Timeout>()
  const crashTimes: number[] = []
  let stoppingWith: number | null = null
  let serving = false

  const stop = (code: number) => {
    if (stoppingWith !== null) return
    stoppingWith = code
    for (const timer of pendingRestarts) clearTimeout(timer)
    if (live.size === 0) process.exit(code)
    // Each worker closes its listeners and the database itself (exitOnSignal), then exits.
    for (const worker of live) worker.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL')
      process.exit(code)
    }, STOP_TIMEOUT_MS).unref()
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stoppingWith === null) console.log(`${signal} received, stopping ${live.size} serving process${live.size === 1 ? '' : 'es'}`)
      stop(0)
    })
  }

  try {
    const opened = performance.now()
    const seeded = await prepareDataAside(config.dataDir)
    for (const run of seeded) console.log(`Seeded ${run.name} in ${Math.round(run.durationMs)} ms`)
    if (seeded.length === 0) console.log(`Reusing the database in ${config.dataDir} (prepared in ${Math.round(performance.now() - opened)} ms)`)
  } catch (error) {
    console.error(`Lamp did not start: ${describeError(error)}`)
    process.exit(1)
  }
  if (stoppingWith !== null) return

  cluster.setupPrimary({ exec: WORKER_MAIN, execArgv: workerExecArgv() })
  const fork = () => {
    const worker = cluster.fork()
    live.add(worker)
    worker.on('message', (message: unknown) => {
      if (message !== READY_MESSAGE) return
      if (serving) console.log(`Serving process ${worker.process.pid} is serving`)
      else if ([...live].every((each) => each === worker || readyWorkers.has(each))) {
        serving = true
        const pids = [...live].map((each) => each.process.pid).join(', ')
        console.log(`Lamp is running at ${url} (${live.size} serving process${live.size === 1 ? '' : 'es'}: ${pids})`)
      }
      readyWorkers.add(worker)
    })
    worker.once('exit', (code, signal) => {
      live.delete(worker)
      readyWorkers.delete(worker)
      if (stoppingWith !== null) {
        if (live.size === 0) process.exit(stoppingWith)
        return
      }
      const now = Date.now()
      crashTimes.push(now)
      const delay = restartDelay(crashTimes, now)
      if (delay === null) {
        console.error(`Lamp stopped: serving processes failed ${CRASH_LIMIT.crashes} times within ${CRASH_LIMIT.withinMs / 1000} s (the last, ${worker.process.pid}, ${describeExit(code, signal)}); not restarting them. The messages above say why.`)
        stop(1)
        return
      }
      console.error(`Serving process ${worker.process.pid} ${describeExit(code, signal)}; starting another in ${delay} ms`)
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer)
        fork()
      }, delay)
      pendingRestarts.add(timer)
    })
  }
  for (let index = 0; index < config.workers; index++) fork()
}
