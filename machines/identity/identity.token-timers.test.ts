import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createIdentityFakes, makeUser } from './identity.fakes.ts'
import { bearerToken, type OidcUser } from './identity.machine.ts'

/**
 * The token timers over several token lifetimes, with a fake clock and a fake provider that answers every
 * renewal or refresh at once with a new token of the same lifetime. oidc-client-ts's own notices are
 * simulated too (it raises "expiring" 60 s before expiry, or 1 s after a token arrives when less is left,
 * and "expired" at expiry), because they reach the machine in the app and once caused a refresh a second.
 */

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const LIFETIMES = 5

beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(T0) })
afterEach(() => { vi.useRealTimers() })

async function runFor(lifetimeS: number) {
  const fakes = createIdentityFakes()
  const actor = createActor(fakes.machine, { input: { now: () => Date.now() } }).start()
  let notices: ReturnType<typeof setTimeout>[] = []
  let issued = 0
  const issue = (): OidcUser => {
    issued += 1
    const user = makeUser(Date.now(), { lifetimeS, token: `token-${issued}` })
    // oidc-client-ts's AccessTokenEvents: each new user replaces the previous timers.
    notices.forEach(clearTimeout)
    const leftS = lifetimeS
    notices = [
      setTimeout(() => actor.send({ type: 'oidc.accessTokenExpiring' }), Math.max(1, leftS - 60) * 1000),
      setTimeout(() => actor.send({ type: 'oidc.accessTokenExpired' }), (leftS + 1) * 1000),
    ]
    return user
  }
  await fakes.resolve('loadStoredUser', issue())

  const end = T0 + LIFETIMES * lifetimeS * 1000
  const calls: Array<{ kind: 'renew' | 'refresh'; atS: number }> = []
  let signedOut = false
  while (Date.now() < end) {
    vi.advanceTimersToNextTimer()
    for (const [name, kind] of [['renewSilently', 'renew'], ['refreshTokens', 'refresh']] as const) {
      if (fakes.isPending(name)) {
        calls.push({ kind, atS: (Date.now() - T0) / 1000 })
        await fakes.resolve(name, issue())
      }
    }
    if (!actor.getSnapshot().matches('loggedIn') && !actor.getSnapshot().matches('expired')) signedOut = true
  }
  actor.stop()
  return { calls, signedOut, bearer: bearerToken(actor.getSnapshot()) }
}

describe('token timers over several lifetimes (R-TOKEN-1, R-TOKEN-2)', () => {
  it.each([
    // lifetime s, how a token is replaced, when (s after it arrived)
    [10, 'refresh', 11],
    [20, 'refresh', 21],
    [60, 'refresh', 61],
    [61, 'refresh', 62],
    [75, 'refresh', 76],
    [3600, 'renew', 3540],
  ] as const)('a %i s token is replaced by a %s %i s after it arrives, never more than once per lifetime', async (lifetimeS, kind, afterS) => {
    const { calls, signedOut } = await runFor(lifetimeS)
    expect(signedOut).toBe(false)
    // One replacement per token: at most one per lifetime, and never fewer than the lifetimes allow.
    expect(calls.length).toBeLessThanOrEqual(LIFETIMES)
    expect(calls.length).toBeGreaterThanOrEqual(LIFETIMES - 1)
    expect(new Set(calls.map((call) => call.kind))).toEqual(new Set([kind]))
    // Each token lives its planned time before it is replaced (the first from sign-in, then from each other).
    const gaps = calls.map((call, index) => call.atS - (index === 0 ? 0 : (calls[index - 1]?.atS ?? 0)))
    expect(gaps).toEqual(calls.map(() => afterS))
  })
})
