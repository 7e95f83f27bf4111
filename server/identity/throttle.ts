import { createHash } from 'node:crypto'

/**
 * How a key (an account, a client address) is slowed down as its failures add up (decision 0020). After
 * the n-th failure the next attempt must wait `waitAfter(policy, n)` seconds: nothing for the first
 * `free` failures, then an escalating delay (1 s, 2 s, 4 s, ...), and from `lockAfter` failures on a
 * lockout of `lockSeconds` that doubles with every further failure, up to `maxLockSeconds`.
 */
export interface ThrottlePolicy {
  free: number
  lockAfter: number
  lockSeconds: number
  maxLockSeconds: number
  /** A key with no failure (and no lock) for this long starts again from zero. */
  forgetAfterSeconds: number
}

export function waitAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures <= policy.free) return 0
  if (failures < policy.lockAfter) return Math.min(2 ** (failures - policy.free - 1), policy.lockSeconds)
  return Math.min(policy.lockSeconds * 2 ** (failures - policy.lockAfter), policy.maxLockSeconds)
}

interface Entry {
  failures: number
  /** Epoch ms before which the key's next attempt is refused. */
  blockedUntil: number
  /** Epoch ms after which the entry is dead weight and may go. */
  forgetAt: number
}

export interface ThrottleOptions {
  policy: ThrottlePolicy
  /** The most keys remembered at once; the least recently used goes first when full. */
  maxKeys: number
  now?: () => number
}

/**
 * Failure counts per key, in memory and bounded: keys are hashed to a fixed size and at most `maxKeys`
 * are kept (expired ones are swept first, then the least recently used), so a flood of made-up emails or
 * addresses costs a fixed amount of memory. Every method is synchronous, so a check and the counting of
 * the attempt it lets through happen in one step: concurrent attempts cannot all pass the same check.
 */
export class Throttle {
  readonly policy: ThrottlePolicy
  readonly #entries = new Map<string, Entry>()
  readonly #maxKeys: number
  readonly #now: () => number
  #lastSweep = 0

  constructor({ policy, maxKeys, now = () => Date.now() }: ThrottleOptions) {
    this.policy = policy
    this.#maxKeys = maxKeys
    this.#now = now
  }

  get size(): number {
    return this.#entries.size
  }

  /** Whole seconds the key must still wait (0: it may try now). */
  retryAfter(key: string): number {
    const entry = this.#live(hashKey(key))
    return entry ? Math.max(0, Math.ceil((entry.blockedUntil - this.#now()) / 1000)) : 0
  }

  /** Counts one attempt against the key (a sign-in counts as failed until it proves otherwise: see `forgive`). */
  record(key: string): void {
    const hashed = hashKey(key)
    const now = this.#now()
    const failures = (this.#live(hashed)?.failures ?? 0) + 1
    const blockedUntil = now + waitAfter(this.policy, failures) * 1000
    this.#entries.delete(hashed)
    this.#makeRoom(now)
    this.#entries.set(hashed, { failures, blockedUntil, forgetAt: blockedUntil + this.policy.forgetAfterSeconds * 1000 })
  }

  /** Takes back one counted attempt (one that succeeded after all); a wait it started, if any, stays. */
  forgive(key: string): void {
    const hashed = hashKey(key)
    const entry = this.#live(hashed)
    if (!entry) return
    if (entry.failures <= 1 && entry.blockedUntil <= this.#now()) this.#entries.delete(hashed)
    else entry.failures = Math.max(0, entry.failures - 1)
  }

  /** Forgets the key altogether (a successful sign-in clears its account). */
  reset(key: string): void {
    this.#entries.delete(hashKey(key))
  }

  #live(hashed: string): Entry | undefined {
    const entry = this.#entries.get(hashed)
    if (!entry) return undefined
    if (entry.forgetAt <= this.#now()) {
      this.#entries.delete(hashed)
      return undefined
    }
    // Least recently used first: a touched key moves to the end of the map's insertion order.
    this.#entries.delete(hashed)
    this.#entries.set(hashed, entry)
    return entry
  }

  #makeRoom(now: number): void {
    if (this.#entries.size < this.#maxKeys) return
    // Expired entries go first; the sweep runs at most once a second, so a full map costs no more than that.
    if (now - this.#lastSweep >= 1000) {
      this.#lastSweep = now
      for (const [key, entry] of this.#entries) {
        if (entry.forgetAt <= now) this.#entries.delete(key)
      }
    }
    while (this.#entries.size >= this.#maxKeys) {
      const oldest = this.#entries.keys().next()
      if (oldest.done) break
      this.#entries.delete(oldest.value)
    }
  }
}

/** A fixed-size key: the stored keys cost the same whatever an attacker sends. */
function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22)
}

export type Admission = { admitted: true } | { admitted: false; retryAfter: number }

/**
 * Lets an attempt through only when none of its keys must wait, and then counts it against every key in
 * the same synchronous step. A refused attempt is not counted: a member waiting out a lockout does not
 * lengthen it by trying.
 */
export function admit(checks: ReadonlyArray<readonly [Throttle, string]>): Admission {
  const retryAfter = Math.max(0, ...checks.map(([throttle, key]) => throttle.retryAfter(key)))
  if (retryAfter > 0) return { admitted: false, retryAfter }
  for (const [throttle, key] of checks) throttle.record(key)
  return { admitted: true }
}
