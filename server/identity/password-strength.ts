import { Worker } from 'node:worker_threads'

/** zxcvbn's scores run from 0 (guessed at once) to 4; from 3 on a password takes at least 10^8 guesses. */
export const MIN_STRENGTH_SCORE = 3

/**
 * The characters the estimator looks at. Its work grows steeply with length (a long run of repeated l33t
 * characters took seconds at 128), and a password whose first 64 characters are strong is strong.
 */
export const STRENGTH_CHECK_LENGTH = 64

export interface Strength {
  score: number
  /** zxcvbn's reason a password is weak (`sequences`, `simpleRepeat`, `common`, ...), or null. */
  warning: string | null
}

export interface StrengthChecker {
  /** zxcvbn's estimate, or undefined when it cannot be had in time (too many checks waiting, or one too slow). */
  check(password: string, userInputs: readonly string[]): Promise<Strength | undefined>
  close(): Promise<void>
}

export interface StrengthCheckerOptions {
  /** How long a check may take, its wait in line and the thread's start included. */
  timeoutMs?: number
  /** Checks in line at most; more are answered undefined at once (a flood never queues without bound). */
  maxPending?: number
  /** The thread and its dictionaries (tens of megabytes) are let go after this long without a check. */
  idleMs?: number
}

interface Waiting {
  resolve: (strength: Strength | undefined) => void
  timer: NodeJS.Timeout
}

const WORKER = new URL('./password-strength.worker.mjs', import.meta.url)

/**
 * Estimates password strength with zxcvbn-ts on a worker thread, started on the first check: building its
 * dictionaries and checking a hostile password each cost hundreds of milliseconds, which on the serving thread
 * would stall every other request. Bounded: a line of at most `maxPending` checks, a deadline on each (past it the
 * thread is stopped, and the next check starts a fresh one), and a heap limit on the thread.
 */
export function createStrengthChecker({ timeoutMs = 5000, maxPending = 8, idleMs = 60_000 }: StrengthCheckerOptions = {}): StrengthChecker {
  let worker: Worker | undefined
  const waiting = new Map<number, Waiting>()
  let nextId = 0
  let idle: NodeJS.Timeout | undefined

  const stop = () => {
    const stopped = worker
    worker = undefined
    clearTimeout(idle)
    for (const { resolve, timer } of waiting.values()) {
      clearTimeout(timer)
      resolve(undefined)
    }
    waiting.clear()
    return stopped ? stopped.terminate().then(() => undefined) : Promise.resolve()
  }

  const start = () => {
    const started = new Worker(WORKER, {
      workerData: { maxLength: STRENGTH_CHECK_LENGTH, l33tMaxSubstitutions: 20 },
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    })
    // A thread waiting for work never keeps the process from exiting.
    started.unref()
    started.on('message', ({ id, score, warning }: { id: number } & Strength) => {
      const entry = waiting.get(id)
      if (!entry) return
      waiting.delete(id)
      clearTimeout(entry.timer)
      entry.resolve({ score, warning })
      if (waiting.size === 0) idle = setTimeout(() => void stop(), idleMs).unref()
    })
    // Out of memory, or a crash: what waits gets no answer, and the next check starts afresh.
    const lost = () => { if (worker === started) void stop() }
    started.on('error', lost)
    started.on('exit', lost)
    return started
  }

  return {
    check(password, userInputs) {
      if (waiting.size >= maxPending) return Promise.resolve(undefined)
      clearTimeout(idle)
      worker ??= start()
      const thread = worker
      const id = nextId++
      return new Promise((resolve) => {
        // Past the deadline the thread is stuck on one check: stopping it is the only way to take the work back.
        const timer = setTimeout(() => void stop(), timeoutMs)
        waiting.set(id, { resolve, timer })
        thread.postMessage({ id, password: [...password].slice(0, STRENGTH_CHECK_LENGTH).join(''), userInputs: [...userInputs] })
      })
    },
    close: stop,
  }
}
