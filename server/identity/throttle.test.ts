import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/database.ts'
import {
  ACCOUNT_POLICY, accountKey, ADDRESS_POLICY, addressKey, createAbuseLimits, PAIR_POLICY, registrationPolicy, SCOPES, type AbuseLimits,
} from './abuse-limits.ts'
import { ThrottleStore, waitAfter, type Admission, type Counter, type Ticket } from './throttle.ts'

/** A clock a test moves by hand. */
function manualClock(start = 1_700_000_000_000) {
  let now = start
  return { now: () => now, advance: (seconds: number) => { now += seconds * 1000 } }
}

const opened: Database[] = []
const folders: string[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function memoryDb(): Database {
  const db = createDatabase(':memory:')
  opened.push(db)
  return db
}

/** Two connections to one database file: what two processes (cluster workers) have. */
function sharedFile(): [Database, Database] {
  const folder = mkdtempSync(join(tmpdir(), 'lamp-throttle-'))
  folders.push(folder)
  const file = join(folder, 'lamp.sqlite')
  const first = createDatabase(file)
  const second = createDatabase(file)
  opened.push(first, second)
  return [first, second]
}

const waits = (policy: typeof PAIR_POLICY, count: number) => Array.from({ length: count }, (_, index) => waitAfter(policy, index + 1))

function admitted(admission: Admission): Ticket {
  if (!admission.admitted) throw new Error(`refused for ${admission.retryAfter} s`)
  return admission.ticket
}

describe('the schedule (decision 0020)', () => {
  it('per account and address: one free try, 1 s, 2 s, 4 s, then 5 failures lock the pair for a minute, doubling up to 15 minutes', () => {
    expect(waits(PAIR_POLICY, 10)).toEqual([0, 1, 2, 4, 60, 120, 240, 480, 900, 900])
  })

  it('per address: 50 free failures, then slower and slower, and from 100 a lockout of a minute doubling up to an hour', () => {
    const all = waits(ADDRESS_POLICY, 108)
    expect(all.slice(0, 50)).toEqual(Array(50).fill(0))
    expect(all.slice(50, 58)).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
    expect(all.slice(98)).toEqual([60, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600])
  })

  it('per account over every address: 20 free failures, then attempts at most a minute apart, never a lockout', () => {
    const all = waits(ACCOUNT_POLICY, 1000)
    expect(all.slice(0, 20)).toEqual(Array(20).fill(0))
    expect(all.slice(20, 28)).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
    expect(Math.max(...all)).toBe(60)
  })

  it('per address for registrations: the given number, then ten minutes, doubling', () => {
    expect(waits(registrationPolicy(3), 5)).toEqual([0, 0, 600, 1200, 2400])
  })
})

describe('ThrottleStore', () => {
  const counter = (key: string, policy = PAIR_POLICY): Counter => ({ scope: 'test', key, policy })

  it('makes the next attempt wait as the schedule says, and lets it through once the wait is over', () => {
    const clock = manualClock()
    const store = new ThrottleStore(memoryDb(), { maxRows: 10, now: clock.now })
    for (const wait of [0, 0, 1, 2]) {
      clock.advance(wait)
      admitted(store.admit([counter('ruth')]))
    }
    expect(store.retryAfter('test', 'ruth')).toBe(4)
    expect(store.admit([counter('ruth')])).toEqual({ admitted: false, retryAfter: 4 })
    clock.advance(4)
    admitted(store.admit([counter('ruth')]))
    expect(store.retryAfter('test', 'ruth')).toBe(60)
    clock.advance(59.5)
    expect(store.retryAfter('test', 'ruth')).toBe(1)
    expect(store.retryAfter('test', 'naomi')).toBe(0)
  })

  it('refuses when any counter must wait, with the longest wait, and counts nothing then', () => {
    const clock = manualClock()
    const store = new ThrottleStore(memoryDb(), { maxRows: 10, now: clock.now })
    for (const wait of [0, 0, 1, 2, 4]) {
      clock.advance(wait)
      admitted(store.admit([counter('ruth')]))
    }
    expect(store.admit([counter('ruth'), counter('elsewhere', ADDRESS_POLICY)])).toEqual({ admitted: false, retryAfter: 60 })
    clock.advance(30)
    expect(store.admit([counter('ruth'), counter('elsewhere', ADDRESS_POLICY)])).toEqual({ admitted: false, retryAfter: 30 })
    expect(store.failures('test', 'elsewhere')).toBe(0)
    expect(store.failures('test', 'ruth')).toBe(5)
  })

  it('lets one attempt of a burst through per free try: the check and the count are one transaction', () => {
    const store = new ThrottleStore(memoryDb(), { maxRows: 10 })
    const outcomes = Array.from({ length: 50 }, () => store.admit([counter('demo')]))
    expect(outcomes.filter((outcome) => outcome.admitted)).toHaveLength(2)
    expect(outcomes.at(-1)).toEqual({ admitted: false, retryAfter: 1 })
  })

  it('a success takes back its own count and the wait it armed, so it never leaves a lock behind', () => {
    const clock = manualClock()
    const store = new ThrottleStore(memoryDb(), { maxRows: 10, now: clock.now })
    for (const wait of [0, 1, 2, 4]) {
      clock.advance(wait)
      admitted(store.admit([counter('shared')]))
    }
    // The fifth attempt would lock for a minute had it failed; it succeeds.
    clock.advance(60)
    store.succeeded(admitted(store.admit([counter('shared')])))
    expect(store.retryAfter('test', 'shared')).toBe(0)
    expect(store.failures('test', 'shared')).toBe(4)
    // And the next one too: a success never re-arms a wait.
    store.succeeded(admitted(store.admit([counter('shared')])))
    expect(store.retryAfter('test', 'shared')).toBe(0)
  })

  it('a success takes back no more than its own attempt when another failed meanwhile', () => {
    const clock = manualClock()
    const store = new ThrottleStore(memoryDb(), { maxRows: 10, now: clock.now })
    const first = admitted(store.admit([counter('a', { ...PAIR_POLICY, free: 5 })]))
    admitted(store.admit([counter('a', { ...PAIR_POLICY, free: 5 })]))
    store.succeeded(first)
    expect(store.failures('test', 'a')).toBe(1)
  })

  it('forgets a counter reset by a success, and one whose forget time has passed', () => {
    const clock = manualClock()
    const store = new ThrottleStore(memoryDb(), { maxRows: 10, now: clock.now })
    const ticket = admitted(store.admit([counter('pair'), { scope: 'other', key: 'kept', policy: ADDRESS_POLICY }]))
    store.succeeded(ticket, ['test'])
    expect(store.failures('test', 'pair')).toBe(0)
    expect(store.size).toBe(0)
    for (const wait of [0, 1, 2, 4, 60]) {
      clock.advance(wait)
      admitted(store.admit([counter('old')]))
    }
    clock.advance(120 + PAIR_POLICY.forgetAfterSeconds)
    admitted(store.admit([counter('old')]))
    expect(store.failures('test', 'old')).toBe(1)
  })

  it('stores keys only as fixed-size hashes', () => {
    const db = memoryDb()
    const store = new ThrottleStore(db, { maxRows: 10 })
    admitted(store.admit([counter(`ruth@example.com${'x'.repeat(5000)}`)]))
    const keys = db.prepare('SELECT key FROM throttle_counters').pluck().all() as string[]
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[\w-]{22}$/)
  })

  it('stays bounded whatever is sent: a flood of made-up keys is trimmed to its size, the nearest forgotten first', () => {
    const clock = manualClock()
    const store = new ThrottleStore(memoryDb(), { maxRows: 100, sweepEveryMs: 1000, now: clock.now })
    for (const wait of [0, 1, 2, 4]) {
      clock.advance(wait)
      admitted(store.admit([counter('target')]))
    }
    for (let index = 0; index < 5000; index += 1) {
      if (index % 500 === 0) clock.advance(1)
      admitted(store.admit([counter(`attacker-${index}@example.com`)]))
    }
    store.sweep()
    expect(store.size).toBe(100)
    // Rows written between two sweeps are bounded by the sweep interval; the one swept at the end is within size.
    expect(store.failures('test', 'attacker-4999@example.com')).toBe(1)
  })

  it('sweeps forgotten rows on its own as attempts arrive', () => {
    const clock = manualClock()
    const store = new ThrottleStore(memoryDb(), { maxRows: 1000, sweepEveryMs: 1000, now: clock.now })
    for (let index = 0; index < 20; index += 1) admitted(store.admit([counter(`guess-${index}`)]))
    clock.advance(PAIR_POLICY.forgetAfterSeconds + 1)
    admitted(store.admit([counter('later')]))
    expect(store.size).toBe(1)
  })

  it('two connections to one database file count together (two processes of a cluster)', () => {
    const [first, second] = sharedFile()
    const clock = manualClock()
    const stores = [new ThrottleStore(first, { maxRows: 10, now: clock.now }), new ThrottleStore(second, { maxRows: 10, now: clock.now })] as const
    for (const [index, wait] of [0, 0, 1, 2, 4].entries()) {
      clock.advance(wait)
      admitted(stores[index % 2 === 0 ? 0 : 1].admit([counter('ruth')]))
    }
    expect(stores[1].admit([counter('ruth')])).toEqual({ admitted: false, retryAfter: 60 })
    expect(stores[0].admit([counter('ruth')])).toEqual({ admitted: false, retryAfter: 60 })
  })
})

describe('createAbuseLimits', () => {
  const A = '203.0.113.7'
  const B = '198.51.100.25'

  function limitsOnClock(registrationsPerAddress = 10) {
    const clock = manualClock()
    return { clock, limits: createAbuseLimits({ db: memoryDb(), registrationsPerAddress, now: clock.now }) }
  }

  /** A wrong password: the attempt was admitted and stays counted. */
  function fail(limits: AbuseLimits, email: string, address: string): void {
    admitted(limits.admitSignIn(email, address))
  }

  function failSpaced(limits: AbuseLimits, clock: ReturnType<typeof manualClock>, email: string, address: string, times: number): void {
    for (let failure = 1; failure <= times; failure += 1) {
      clock.advance(waitAfter(PAIR_POLICY, failure - 1))
      fail(limits, email, address)
    }
  }

  it('five wrong passwords from one address lock that pair, and leave the member free from another address', () => {
    const { clock, limits } = limitsOnClock()
    failSpaced(limits, clock, 'ruth@example.com', A, 5)
    expect(limits.admitSignIn('ruth@example.com', A)).toEqual({ admitted: false, retryAfter: 60 })
    expect(limits.admitSignIn('Ruth@Example.com', B).admitted).toBe(true)
  })

  it('a correct sign-in after failures does not lock, and starts the pair afresh', () => {
    const { clock, limits } = limitsOnClock()
    failSpaced(limits, clock, 'ruth@example.com', A, 4)
    clock.advance(4)
    const ticket = admitted(limits.admitSignIn('ruth@example.com', A))
    limits.signInSucceeded('ruth@example.com', A, ticket)
    expect(limits.store.retryAfter(SCOPES.pair, `${accountKey('ruth@example.com')}\n${A}`)).toBe(0)
    // Afresh: one free failure again, then the one-second delay.
    fail(limits, 'ruth@example.com', A)
    fail(limits, 'ruth@example.com', A)
    expect(limits.admitSignIn('ruth@example.com', A)).toEqual({ admitted: false, retryAfter: 1 })
  })

  it('one address trying many accounts meets the address ceiling; a correct sign-in from it then never re-arms the lock', () => {
    const { clock, limits } = limitsOnClock()
    for (let failure = 1; failure <= ADDRESS_POLICY.lockAfter; failure += 1) {
      clock.advance(waitAfter(ADDRESS_POLICY, failure - 1))
      fail(limits, `guess-${failure}@example.com`, A)
    }
    expect(limits.admitSignIn('naomi@example.com', A)).toEqual({ admitted: false, retryAfter: 60 })
    // The same members from any other address are untouched.
    expect(limits.admitSignIn('naomi@example.com', B).admitted).toBe(true)
    clock.advance(60)
    // People behind that one address sign in one after another, with no wait between them.
    for (const email of ['naomi@example.com', 'boaz@example.com', 'orpah@example.com']) {
      const ticket = admitted(limits.admitSignIn(email, A))
      limits.signInSucceeded(email, A, ticket)
    }
  })

  it('a member who signed in from an address before passes its ceiling while it is locked by a spray', () => {
    const { clock, limits } = limitsOnClock()
    limits.signInSucceeded('ruth@example.com', A, admitted(limits.admitSignIn('ruth@example.com', A)))
    for (let failure = 1; failure <= ADDRESS_POLICY.lockAfter; failure += 1) {
      clock.advance(waitAfter(ADDRESS_POLICY, failure - 1))
      fail(limits, `guess-${failure}@example.com`, A)
    }
    expect(limits.admitSignIn('someone-new@example.com', A).admitted).toBe(false)
    expect(limits.admitSignIn('ruth@example.com', A).admitted).toBe(true)
  })

  it('many addresses guessing one account only slow it, a minute apart at most; its known member is not slowed', () => {
    const { clock, limits } = limitsOnClock()
    limits.signInSucceeded('ruth@example.com', A, admitted(limits.admitSignIn('ruth@example.com', A)))
    const retries: number[] = []
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      const admission = limits.admitSignIn('ruth@example.com', `192.0.2.${attempt}`)
      if (!admission.admitted) {
        retries.push(admission.retryAfter)
        clock.advance(admission.retryAfter)
        fail(limits, 'ruth@example.com', `192.0.2.${attempt}`)
      }
    }
    expect(retries.length).toBeGreaterThan(0)
    expect(Math.max(...retries)).toBe(60)
    expect(limits.admitSignIn('ruth@example.com', A).admitted).toBe(true)
  })

  it('registrations are limited per address on the clock it is given', () => {
    const { clock, limits } = limitsOnClock(1)
    admitted(limits.admitRegistration(A))
    expect(limits.admitRegistration(A)).toEqual({ admitted: false, retryAfter: 600 })
    expect(limits.admitRegistration(B).admitted).toBe(true)
    clock.advance(600)
    expect(limits.admitRegistration(A).admitted).toBe(true)
  })

  it('forget clears every counter of an address and an account', () => {
    const { clock, limits } = limitsOnClock(1)
    failSpaced(limits, clock, 'ruth@example.com', A, 5)
    admitted(limits.admitRegistration(A))
    limits.forget('ruth@example.com', A)
    expect(limits.store.size).toBe(0)
  })
})

describe('addressKey', () => {
  it('reads IPv4-mapped IPv6 as IPv4 and groups IPv6 by its /64', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey(undefined)).toBe('unknown')
  })

  it('keeps every mapped IPv4 address whole, and fills a compressed IPv6 run where it stands', () => {
    expect(addressKey('::ffff:198.51.100.25')).toBe('198.51.100.25')
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('1::2:3:4:5:6')).toBe('1:0:0:2::/64')
    expect(addressKey('::1:2:3:4:5:6')).toBe('0:0:1:2::/64')
  })
})

describe('accountKey', () => {
  it('is one key for one account however its email is typed', () => {
    expect(accountKey(' Ruth@Example.COM ')).toBe(accountKey('ruth@example.com'))
    // NFKC: a full-width letter is the same letter.
    expect(accountKey('ｒuth@example.com')).toBe(accountKey('ruth@example.com'))
  })
})
