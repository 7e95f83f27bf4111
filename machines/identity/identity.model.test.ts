import { AccessTokenEvents, User } from 'oidc-client-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  expectedOutcome, identitySpecModel, LIFETIMES_S, serializeIdentityState,
  type IdentityModelInput, type Start, type World,
} from '#tests/models/identity.spec-model.ts'
import { runPath, specPaths } from '#tests/models/support/spec-paths.ts'
import { createIdentityFakes, makeUser, providerError, timeoutError, type EffectName } from './identity.fakes.ts'
import { bearerToken, tokenOutcome, type IdentityEmitted, type OidcUser } from './identity.machine.ts'

/**
 * Paths from the spec model (tests/models/identity.spec-model.ts) drive the real identity machine with a fake
 * provider (every sign-in, renewal, refresh and sign-out settled as the path says) and a fake clock.
 *
 * Two worlds: the machine alone (only its own timers), and the machine with oidc-client-ts's own token events
 * (the library's AccessTokenEvents on the fake clock), forwarded as the composition root forwards them
 * (`oidc.userLoaded`, `oidc.accessTokenExpiring`, `oidc.accessTokenExpired`, `oidc.userUnloaded`): UserManager
 * announces "expiring" 1 s after a token of 60 s or less arrives, which must not renew it (decision 0030).
 */

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const SIGN_IN_EFFECTS: EffectName[] = ['signinPopup', 'signinSilent']
const TOKEN_EFFECTS: EffectName[] = ['renewSilently', 'refreshTokens']
const SIGN_OUT_EFFECTS: EffectName[] = ['signoutPopup', 'signoutSilent', 'signoutRedirect']

function startSut(input: IdentityModelInput) {
  const emitted: IdentityEmitted[] = []
  let send: (event: Parameters<ReturnType<typeof createActor>['send']>[0]) => void = () => {}
  // oidc-client-ts's own timers, as UserManager runs them (60 s notice, as configured by the app).
  const tokenEvents = input.world === 'userManager' ? new AccessTokenEvents({ expiringNotificationTimeInSeconds: 60 }) : null
  tokenEvents?.addAccessTokenExpiring(() => send({ type: 'oidc.accessTokenExpiring' }))
  tokenEvents?.addAccessTokenExpired(() => send({ type: 'oidc.accessTokenExpired' }))
  const removeUser = () => {
    if (!tokenEvents) return
    void tokenEvents.unload()
    send({ type: 'oidc.userUnloaded' })
  }
  const fakes = createIdentityFakes({
    // UserManager removes the stored user as a sign-out starts.
    onStart: (name) => { if (SIGN_OUT_EFFECTS.includes(name)) removeUser() },
    onClearStorage: removeUser,
  })
  const actor = createActor(fakes.machine, {
    input: { now: () => Date.now(), ...(input.start === 'loginAction' ? { action: 'login' } : input.start === 'logoutAction' ? { action: 'logout' } : {}) },
  })
  send = (event) => actor.send(event as never)
  actor.on('*', (event) => { emitted.push(event) })
  actor.start()

  let issued = 0
  const newToken = (nowMs: number) => {
    issued += 1
    return makeUser(nowMs, { lifetimeS: input.lifetimeS, token: `token-${issued}`, name: 'Grace' })
  }
  /** A user arrives as UserManager delivers it: token timers loaded, `userLoaded` raised (not for a stored user), then the promise settles. */
  const deliver = async (name: EffectName, user: OidcUser) => {
    if (tokenEvents) {
      await tokenEvents.load(new User({ access_token: user.access_token, token_type: 'Bearer', profile: { sub: user.profile.sub, iss: '', aud: '', exp: 0, iat: 0 }, ...(user.expires_at === undefined ? {} : { expires_at: user.expires_at }) }))
      if (name !== 'loadStoredUser') send({ type: 'oidc.userLoaded', user })
    }
    await fakes.resolve(name, user)
  }
  const pending = (names: EffectName[]) => {
    const name = names.find((candidate) => fakes.isPending(candidate))
    if (!name) throw new Error(`nothing pending among ${names.join(', ')}`)
    return name
  }
  const tokenRequests = () => TOKEN_EFFECTS.reduce((sum, name) => sum + fakes.calls(name), 0)
  return { actor, fakes, emitted, newToken, deliver, pending, tokenRequests, issuedCount: () => issued }
}

/** Advances to `target` (ms since T0), checking that no token request goes out a millisecond before it. */
function advanceExactly(target: number, requests: () => number) {
  const before = requests()
  vi.advanceTimersByTime(T0 + target - Date.now() - 1)
  expect(requests(), 'no token request before its time').toBe(before)
  vi.advanceTimersByTime(1)
}

const inputs: IdentityModelInput[] = [
  ...(['machine', 'userManager'] as World[]).flatMap((world) => LIFETIMES_S.map((lifetimeS) => ({ lifetimeS, start: 'nobody' as Start, world }))),
  ...(['storedLive', 'storedExpired', 'loginAction', 'logoutAction'] as Start[]).map((start) => ({ lifetimeS: 3600, start, world: 'userManager' as World })),
]

const label = ({ lifetimeS, start, world }: IdentityModelInput) =>
  `${world === 'machine' ? 'machine timers only' : 'with UserManager token events'}, ${lifetimeS} s tokens, start: ${start}`

describe.each(inputs.map((input) => [label(input), input] as const))('identity, spec model (%s)', (_, input) => {
  beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(T0) })
  afterEach(() => { vi.useRealTimers() })

  for (const path of specPaths(identitySpecModel, { input, limit: 20_000, maxPaths: 40, serializeState: serializeIdentityState })) {
    it(path.name, async () => {
      const sut = startSut(input)
      const currentToken = () => sut.actor.getSnapshot().context.accessToken ?? undefined
      await runPath(path, {
        events: {
          'storage.answers': () => {
            if (input.start === 'storedLive') return sut.deliver('loadStoredUser', sut.newToken(Date.now()))
            if (input.start === 'storedExpired') return sut.deliver('loadStoredUser', sut.newToken(Date.now() - input.lifetimeS * 1000 - 60_000))
            return sut.fakes.resolve('loadStoredUser', null)
          },
          'user.signsIn': () => { sut.actor.send({ type: 'user.signIn', method: 'popup' }) },
          'provider.signsIn': () => sut.deliver(sut.pending(SIGN_IN_EFFECTS), sut.newToken(Date.now())),
          'provider.refusesSignIn': () => sut.fakes.reject(sut.pending(SIGN_IN_EFFECTS), providerError('access_denied')),
          'clock.toRenewPoint': (_event, after) => { advanceExactly(after.context.clockMs, sut.tokenRequests) },
          'clock.toExpiry': (_event, after) => { advanceExactly(after.context.clockMs, sut.tokenRequests) },
          'clock.sleepsPastExpiry': (_event, after) => {
            // Asleep: the clock jumps and no timer runs; awake, the next check comes within 5 s.
            vi.setSystemTime(T0 + after.context.clockMs - 5000)
            vi.advanceTimersByTime(5000)
          },
          'clock.retryDelayPasses': (_event, after) => { advanceExactly(after.context.clockMs, sut.tokenRequests) },
          'provider.issuesToken': () => sut.deliver(sut.pending(TOKEN_EFFECTS), sut.newToken(Date.now())),
          'provider.timesOut': () => sut.fakes.reject(sut.pending(TOKEN_EFFECTS), timeoutError),
          'provider.refuses': () => sut.fakes.reject(sut.pending(TOKEN_EFFECTS), providerError('invalid_grant')),
          'api.answers401': () => { sut.actor.send({ type: 'api.unauthorized', accessToken: currentToken() }) },
          'api.answers401Again': () => { sut.actor.send({ type: 'api.unauthorized', accessToken: currentToken() }) },
          'user.signsOut': () => { sut.actor.send({ type: 'user.signOut', method: 'popup' }) },
          'provider.endsSession': () => sut.fakes.resolve(sut.pending(SIGN_OUT_EFFECTS), undefined),
        },
        check: (state) => {
          const { context } = state
          const snapshot = sut.actor.getSnapshot()
          expect(Date.now()).toBe(T0 + context.clockMs)
          expect(sut.tokenRequests(), 'renewals and refreshes asked of the provider').toBe(context.tokenRequests)
          // The bearer the API client sends; while a 401's refresh runs docs/product.md does not say, so it is not checked.
          const bearerUnspecified = state.matches('refreshing') && context.bearer
          if (!bearerUnspecified) expect(bearerToken(snapshot), 'bearer').toBe(context.bearer && context.token ? `token-${context.token}` : null)
          const outcome = expectedOutcome(state)
          if (outcome) expect(tokenOutcome(snapshot).status, 'what a request answered 401 is told').toBe(outcome)
          if (outcome === 'ready') expect(tokenOutcome(snapshot)).toEqual({ status: 'ready', accessToken: `token-${context.token}` })
          expect(sut.fakes.notifications.map((notice) => notice.id), 'toasts').toEqual(context.notices)
          const count = (type: IdentityEmitted['type']) => sut.emitted.filter((event) => event.type === type).length
          expect(count('tokens.refreshed'), 'tokens.refreshed').toBe(context.refreshedEvents)
          expect(count('silent-renew-error'), 'silent-renew-error').toBe(context.renewErrors)
          expect(count('tokens.refreshFailed'), 'tokens.refreshFailed').toBe(context.refreshFailures)
          expect(sut.fakes.effects.filter((effect) => effect === 'clearIdentityStorage'), 'identity storage cleared').toHaveLength(context.storageCleared)
        },
      })
      sut.actor.stop()
    })
  }
})
