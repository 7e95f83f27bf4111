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
  /** How long the thread may take to start and build its dictionaries (slow on a busy machine: seconds). */
  startMs?: number
  /** How long one check may take once the thread works on it (the wait in line not counted). */
  checkMs?: number
  /** Checks in line at most; more are answered undefined at once (a flood never queues without bound). */
  maxPending?: number
  /** The thread and its dictionaries (tens of megabytes) are let go after this long without a check. */
  idleMs?: number
}

interface Waiting {
  id: number
  password: string
  userInputs: string[]
  resolve: (strength: Strength | undefined) => void
}

type FromWorker = { ready: true } | ({ id: number } & Strength)

const WORKER = new URL('./password-strength.worker.mjs', import.meta.url)

/**
 * Estimates password strength with zxcvbn-ts on a worker thread, started on the first check: building its
 * dictionaries and checking a hostile password each cost hundreds of milliseconds, which on the serving thread
 * would stall every other request. Bounded: a line of at most `maxPending` checks, handed to the thread one at a
 * time, each with a deadline once it is being worked on (past it the thread is stopped, everyone waiting is
 * answered undefined, and the next check starts a fresh thread), a deadline on the start, and a heap limit.
 */
export function createStrengthChecker({ startMs = 30_000, checkMs = 5_000, maxPending = 8, idleMs = 5 * 60_000 }: StrengthCheckerOptions = {}): StrengthChecker {
  let worker: Worker | undefined
  let ready = false
  let working = false
  const line: Waiting[] = []
  let nextId = 0
  let deadline: NodeJS.Timeout | undefined
  let idle: NodeJS.Timeout | undefined

  const stop = () => {
    const stopped = worker
    worker = undefined
    ready = false
    working = false
    clearTimeout(deadline)
    clearTimeout(idle)
    for (const { resolve } of line.splice(0)) resolve(undefined)
    return stopped ? stopped.terminate().then(() => undefined) : Promise.resolve()
  }

  const within = (ms: number) => {
    clearTimeout(deadline)
    // Past the deadline the thread is stuck on one check (or never started): stopping it takes the work back.
    deadline = setTimeout(() => void stop(), ms).unref()
  }

  const sendNext = () => {
    const next = line[0]
    if (!worker || !ready || working || !next) return
    working = true
    within(checkMs)
    worker.postMessage({ id: next.id, password: next.password, userInputs: next.userInputs })
  }

  const start = () => {
    const started = new Worker(WORKER, {
      workerData: { maxLength: STRENGTH_CHECK_LENGTH, l33tMaxSubstitutions: 20 },
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    })
    // A thread waiting for work never keeps the process from exiting.
    started.unref()
    started.on('message', (message: FromWorker) => {
      if (worker !== started) return
      clearTimeout(deadline)
      if ('ready' in message) {
        ready = true
      } else {
        working = false
        const done = line[0]?.id === message.id ? line.shift() : undefined
        done?.resolve({ score: message.score, warning: message.warning })
      }
      if (line.length === 0) idle = setTimeout(() => void stop(), idleMs).unref()
      sendNext()
    })
    // Out of memory, or a crash: what waits gets no answer, and the next check starts afresh.
    const lost = () => { if (worker === started) void stop() }
    started.on('error', lost)
    started.on('exit', lost)
    within(startMs)
    return started
  }

  return {
    check(password, userInputs) {
      if (line.length >= maxPending) return Promise.resolve(undefined)
      clearTimeout(idle)
      return new Promise((resolve) => {
        line.push({ id: nextId++, password: [...password].slice(0, STRENGTH_CHECK_LENGTH).join(''), userInputs: [...userInputs], resolve })
        worker ??= start()
        sendNext()
      })
    },
    close: stop,
  }
}
