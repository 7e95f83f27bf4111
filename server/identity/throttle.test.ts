import { describe, expect, it } from 'vitest'
import { accountKey, ACCOUNT_POLICY, ADDRESS_POLICY, addressKey, createAbuseLimits, registrationPolicy } from './abuse-limits.ts'
import { admit, Throttle, waitAfter } from './throttle.ts'

/** A clock a test moves by hand. */
function manualClock(start = 1_700_000_000_000) {
  let now = start
  return { now: () => now, advance: (seconds: number) => { now += seconds * 1000 } }
}

describe('the schedule (decision 0020)', () => {
  it('per account: two free tries, an escalating delay, then 5 failures lock for a minute, doubling up to an hour', () => {
    const waits = Array.from({ length: 12 }, (_, index) => waitAfter(ACCOUNT_POLICY, index + 1))
    expect(waits).toEqual([0, 1, 2, 4, 60, 120, 240, 480, 960, 1920, 3600, 3600])
  })

  it('per address: looser (15 free), then the same shape from 20 failures', () => {
    const waits = Array.from({ length: 22 }, (_, index) => waitAfter(ADDRESS_POLICY, index + 1))
    expect(waits.slice(0, 15)).toEqual(Array(15).fill(0))
    expect(waits.slice(15)).toEqual([1, 2, 4, 8, 60, 120, 240])
  })

  it('per address for registrations: the given number, then ten minutes, doubling', () => {
    const waits = Array.from({ length: 5 }, (_, index) => waitAfter(registrationPolicy(3), index + 1))
    expect(waits).toEqual([0, 0, 600, 1200, 2400])
  })
})

describe('Throttle', () => {
  it('makes the next attempt wait as the schedule says, and lets it through once the wait is over', () => {
    const clock = manualClock()
    const throttle = new Throttle({ policy: ACCOUNT_POLICY, maxKeys: 10, now: clock.now })
    for (let failure = 1; failure <= 4; failure += 1) throttle.record('ruth@example.com')
    expect(throttle.retryAfter('ruth@example.com')).toBe(4)
    clock.advance(4)
    expect(throttle.retryAfter('ruth@example.com')).toBe(0)
    throttle.record('ruth@example.com')
    expect(throttle.retryAfter('ruth@example.com')).toBe(60)
    clock.advance(59.5)
    expect(throttle.retryAfter('ruth@example.com')).toBe(1)
    expect(throttle.retryAfter('naomi@example.com')).toBe(0)
  })

  it('forgets a key after a quiet spell, and on reset', () => {
    const clock = manualClock()
    const throttle = new Throttle({ policy: ACCOUNT_POLICY, maxKeys: 10, now: clock.now })
    for (let failure = 1; failure <= 5; failure += 1) throttle.record('a')
    clock.advance(60 + ACCOUNT_POLICY.forgetAfterSeconds)
    throttle.record('a')
    expect(throttle.retryAfter('a')).toBe(0)
    throttle.record('b')
    throttle.record('b')
    throttle.reset('b')
    expect(throttle.retryAfter('b')).toBe(0)
    expect(throttle.size).toBe(1)
  })

  // A member's only failure can start a wait too (no free tries): forgiving it must not end that wait either.
  for (const [counted, policy] of [[2, ACCOUNT_POLICY], [1, { ...ACCOUNT_POLICY, free: 0 }]] as const) {
    it(`takes back one attempt on forgive, without shortening a wait already started (${counted} counted)`, () => {
      const clock = manualClock()
      const throttle = new Throttle({ policy, maxKeys: 10, now: clock.now })
      for (let failure = 1; failure <= counted; failure += 1) throttle.record('a')
      throttle.forgive('a')
      expect(throttle.retryAfter('a')).toBe(1)
      clock.advance(1)
      throttle.record('a')
      // One was forgiven: the wait after as many failures as were counted, not one more.
      expect(throttle.retryAfter('a')).toBe(1)
    })
  }

  it('a forgiven lone attempt leaves nothing behind, and forgiving a key never seen changes nothing', () => {
    const clock = manualClock()
    const throttle = new Throttle({ policy: ACCOUNT_POLICY, maxKeys: 10, now: clock.now })
    throttle.forgive('stranger')
    expect(throttle.size).toBe(0)
    throttle.record('a')
    throttle.forgive('a')
    expect(throttle.size).toBe(0)
  })

  it('runs on the real clock when given none', () => {
    const throttle = new Throttle({ policy: { ...ACCOUNT_POLICY, free: 0 }, maxKeys: 10 })
    throttle.record('a')
    expect(throttle.retryAfter('a')).toBe(1)
  })

  it('holds exactly its size: the key that fills it pushes the least recently used one out', () => {
    const clock = manualClock()
    const throttle = new Throttle({ policy: ACCOUNT_POLICY, maxKeys: 3, now: clock.now })
    for (const key of ['a', 'b', 'c', 'd']) throttle.record(key)
    expect(throttle.size).toBe(3)
  })

  it('stays bounded whatever is sent: a flood of made-up keys never grows it past its size', () => {
    const clock = manualClock()
    const throttle = new Throttle({ policy: ACCOUNT_POLICY, maxKeys: 100, now: clock.now })
    for (let index = 0; index < 20_000; index += 1) throttle.record(`attacker-${index}-${'x'.repeat(index % 500)}@example.com`)
    expect(throttle.size).toBe(100)
  })

  it('when full, drops forgotten keys before the least recently used one', () => {
    const clock = manualClock()
    const throttle = new Throttle({ policy: ACCOUNT_POLICY, maxKeys: 3, now: clock.now })
    // The target is the oldest key, yet its failures are still remembered when the others are not.
    for (let failure = 1; failure <= 5; failure += 1) throttle.record('target')
    throttle.record('old-1')
    throttle.record('old-2')
    clock.advance(ACCOUNT_POLICY.forgetAfterSeconds + 1)
    throttle.record('new-1')
    throttle.record('new-2')
    throttle.record('target')
    expect(throttle.retryAfter('target')).toBe(120)
  })
})

describe('admit', () => {
  it('lets one attempt of a burst through per free try: the check and the count are one step', () => {
    const clock = manualClock()
    const accounts = new Throttle({ policy: ACCOUNT_POLICY, maxKeys: 10, now: clock.now })
    const addresses = new Throttle({ policy: ADDRESS_POLICY, maxKeys: 10, now: clock.now })
    const outcomes = Array.from({ length: 50 }, () => admit([[accounts, 'demo@example.com'], [addresses, '203.0.113.7']]))
    expect(outcomes.filter((outcome) => outcome.admitted)).toHaveLength(2)
    expect(outcomes.at(-1)).toEqual({ admitted: false, retryAfter: 1 })
  })

  it('refuses when any key must wait, with the longest wait, and counts nothing then', () => {
    const clock = manualClock()
    const accounts = new Throttle({ policy: ACCOUNT_POLICY, maxKeys: 10, now: clock.now })
    const addresses = new Throttle({ policy: ADDRESS_POLICY, maxKeys: 10, now: clock.now })
    for (let failure = 1; failure <= 5; failure += 1) accounts.record('demo@example.com')
    expect(admit([[accounts, 'demo@example.com'], [addresses, '203.0.113.7']])).toEqual({ admitted: false, retryAfter: 60 })
    clock.advance(30)
    // Trying during the lockout neither lengthens it nor counts against the address.
    expect(admit([[accounts, 'demo@example.com'], [addresses, '203.0.113.7']])).toEqual({ admitted: false, retryAfter: 30 })
    expect(addresses.size).toBe(0)
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

describe('createAbuseLimits', () => {
  it('runs all three throttles on the clock it is given', () => {
    const clock = manualClock()
    const limits = createAbuseLimits({ registrationsPerAddress: 1, now: clock.now })
    for (let failure = 1; failure <= 3; failure += 1) limits.accounts.record('ruth@example.com')
    limits.registrations.record('203.0.113.7')
    for (let failure = 1; failure <= 16; failure += 1) limits.addresses.record('203.0.113.7')
    const waits = () => [limits.accounts.retryAfter('ruth@example.com'), limits.registrations.retryAfter('203.0.113.7'), limits.addresses.retryAfter('203.0.113.7')]
    expect(waits()).toEqual([2, 600, 1])
    clock.advance(600)
    expect(waits()).toEqual([0, 0, 0])
  })
})
