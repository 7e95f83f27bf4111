import { createHash } from 'node:crypto'
import type { Database } from 'better-sqlite3'

/**
 * How a counter (a pair of account and address, an address, an account) is slowed down as its failures add up
 * (decision 0020). After the n-th failure the next attempt must wait `waitAfter(policy, n)` seconds: nothing for
 * the first `free` failures, then an escalating delay (1 s, 2 s, 4 s, ...) of at most `lockSeconds`, and from
 * `lockAfter` failures on a lockout of `lockSeconds` that doubles with every further failure, up to
 * `maxLockSeconds`. A policy whose `lockAfter` is Infinity never locks: it only slows, to `lockSeconds` at most.
 */
export interface ThrottlePolicy {
  free: number
  lockAfter: number
  lockSeconds: number
  maxLockSeconds: number
  /** A counter with no failure (and no wait) for this long starts again from zero, and its row may go. */
  forgetAfterSeconds: number
}

export function waitAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures <= policy.free) return 0
  if (failures < policy.lockAfter) return Math.min(2 ** (failures - policy.free - 1), policy.lockSeconds)
  return Math.min(policy.lockSeconds * 2 ** (failures - policy.lockAfter), policy.maxLockSeconds)
}

/**
 * One counter an attempt is checked and counted against: `scope` names the kind (`pair`, `address`, ...),
 * `key` the thing counted (stored only as a hash).
 */
export interface Counter {
  scope: string
  key: string
  policy: ThrottlePolicy
}

/** What an admitted attempt wrote, so that a success can take exactly that back. */
interface Counted {
  scope: string
  hashed: string
  /** The wait this attempt armed (epoch ms), and the one it replaced. */
  armed: number
  previous: number
}

export interface Ticket {
  readonly counted: readonly Counted[]
}

export type Admission = { admitted: true; ticket: Ticket } | { admitted: false; retryAfter: number }

interface Row {
  failures: number
  blocked_until: number
  forget_at: number
}

export interface ThrottleStoreOptions {
  /** The most rows kept; past it the rows closest to being forgotten go first. */
  maxRows: number
  /** Expired rows are deleted at most this often (per process); a full table is trimmed then too. */
  sweepEveryMs?: number
  now?: () => number
}

/** A fixed-size key: the stored keys cost the same whatever an attacker sends. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22)
}

/**
 * Failure counters in the database, shared by every process that opens it (node:cluster workers, a second
 * provider). A check and the counting of the attempt it lets through are one IMMEDIATE transaction: no other
 * connection can write between them, so concurrent attempts, in this process or another, cannot all pass the same
 * check. Rows are bounded: keys are hashed to a fixed size, rows past their forget time are swept, and past
 * `maxRows` the rows nearest their forget time go, so a flood of made-up emails or addresses costs a bounded table.
 */
export class ThrottleStore {
  readonly #db: Database
  readonly #now: () => number
  readonly #maxRows: number
  readonly #sweepEveryMs: number
  #lastSweep = 0
  readonly #get
  readonly #put
  readonly #remove
  readonly #takeBack
  readonly #removeSpent

  constructor(db: Database, { maxRows, sweepEveryMs = 10_000, now = () => Date.now() }: ThrottleStoreOptions) {
    this.#db = db
    this.#now = now
    this.#maxRows = maxRows
    this.#sweepEveryMs = sweepEveryMs
    this.#get = db.prepare<[string, string], Row>('SELECT failures, blocked_until, forget_at FROM throttle_counters WHERE scope = ? AND key = ?')
    this.#put = db.prepare(`INSERT INTO throttle_counters (scope, key, failures, blocked_until, forget_at) VALUES (@scope, @key, @failures, @blockedUntil, @forgetAt)
      ON CONFLICT (scope, key) DO UPDATE SET failures = excluded.failures, blocked_until = excluded.blocked_until, forget_at = excluded.forget_at`)
    this.#remove = db.prepare('DELETE FROM throttle_counters WHERE scope = ? AND key = ?')
    // Another attempt may have counted since: only the wait this one armed is undone, and only if it still stands.
    this.#takeBack = db.prepare(`UPDATE throttle_counters SET failures = MAX(0, failures - 1),
      blocked_until = CASE WHEN blocked_until = @armed THEN @previous ELSE blocked_until END WHERE scope = @scope AND key = @key`)
    this.#removeSpent = db.prepare('DELETE FROM throttle_counters WHERE scope = ? AND key = ? AND failures = 0 AND blocked_until <= ?')
  }

  #live(scope: string, hashed: string, now: number): Row | undefined {
    const row = this.#get.get(scope, hashed)
    return row && row.forget_at > now ? row : undefined
  }

  /** Whole seconds the counter must still wait (0: it may try now). */
  retryAfter(scope: string, key: string): number {
    const row = this.#live(scope, hashKey(key), this.#now())
    return row ? Math.max(0, Math.ceil((row.blocked_until - this.#now()) / 1000)) : 0
  }

  /** Failures counted against the counter and not yet forgotten. */
  failures(scope: string, key: string): number {
    return this.#live(scope, hashKey(key), this.#now())?.failures ?? 0
  }

  /**
   * Lets an attempt through only when none of its counters must wait, and then counts it against every one, in
   * one transaction. A refused attempt is not counted: waiting out a lockout does not lengthen it.
   */
  admit(counters: readonly Counter[]): Admission {
    this.#sweepWhenDue()
    return this.#db.transaction((): Admission => {
      const now = this.#now()
      const rows = counters.map((counter) => ({ counter, hashed: hashKey(counter.key), row: this.#live(counter.scope, hashKey(counter.key), now) }))
      const waitMs = Math.max(0, ...rows.map(({ row }) => (row ? row.blocked_until - now : 0)))
      if (waitMs > 0) return { admitted: false, retryAfter: Math.ceil(waitMs / 1000) }
      const counted = rows.map(({ counter, hashed, row }): Counted => {
        const failures = (row?.failures ?? 0) + 1
        const armed = now + waitAfter(counter.policy, failures) * 1000
        this.#put.run({ scope: counter.scope, key: hashed, failures, blockedUntil: armed, forgetAt: armed + counter.policy.forgetAfterSeconds * 1000 })
        return { scope: counter.scope, hashed, armed, previous: row?.blocked_until ?? 0 }
      })
      return { admitted: true, ticket: { counted } }
    }).immediate()
  }

  /**
   * The attempt succeeded after all: each of its counts is taken back with the wait it armed (never more, so a
   * member's own success cannot wipe out what others failed), and `reset` counters are forgotten altogether.
   */
  succeeded(ticket: Ticket, reset: readonly string[] = []): void {
    this.#db.transaction(() => {
      const now = this.#now()
      for (const { scope, hashed, armed, previous } of ticket.counted) {
        if (reset.includes(scope)) {
          this.#remove.run(scope, hashed)
          continue
        }
        this.#takeBack.run({ scope, key: hashed, armed, previous })
        this.#removeSpent.run(scope, hashed, now)
      }
    }).immediate()
  }

  /** Marks a key for `seconds` (a fact rather than a count: a pair that signed in), or refreshes the mark. */
  remember(scope: string, key: string, seconds: number): void {
    this.#put.run({ scope, key: hashKey(key), failures: 0, blockedUntil: 0, forgetAt: this.#now() + seconds * 1000 })
  }

  /** Whether the counter has a live row (for marks made by `remember`). */
  has(scope: string, key: string): boolean {
    return this.#live(scope, hashKey(key), this.#now()) !== undefined
  }

  /** Forgets the counter altogether. */
  reset(scope: string, key: string): void {
    this.#remove.run(scope, hashKey(key))
  }

  get size(): number {
    return this.#db.prepare('SELECT COUNT(*) FROM throttle_counters').pluck().get() as number
  }

  /** Deletes forgotten rows, then, past `maxRows`, the rows nearest their forget time. */
  sweep(): void {
    const now = this.#now()
    this.#lastSweep = now
    this.#db.transaction(() => {
      this.#db.prepare('DELETE FROM throttle_counters WHERE forget_at <= ?').run(now)
      const excess = this.size - this.#maxRows
      if (excess > 0) {
        this.#db.prepare(`DELETE FROM throttle_counters WHERE (scope, key) IN
          (SELECT scope, key FROM throttle_counters ORDER BY forget_at LIMIT ?)`).run(excess)
      }
    }).immediate()
  }

  #sweepWhenDue(): void {
    if (this.#now() - this.#lastSweep >= this.#sweepEveryMs) this.sweep()
  }
}
