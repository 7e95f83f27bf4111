import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createIdentityFakes, makeUser, providerError, settle, timeoutError } from './identity.fakes.ts'
import {
  isAnonymousSessionError,
  isRenewTimeout,
  nextTokenCheckMs,
  safeReturnPath,
  tokenOutcome,
  type IdentityEmitted,
  type IdentityInput,
} from './identity.machine.ts'

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)

function start(input: Partial<IdentityInput> = {}) {
  const fakes = createIdentityFakes()
  const actor = createActor(fakes.machine, { input: { now: () => Date.now(), ...input } })
  const emitted: IdentityEmitted[] = []
  actor.on('*', (event) => { emitted.push(event) })
  actor.start()
  return { actor, fakes, emitted, value: () => actor.getSnapshot().value }
}

/** Started with a member whose token lives `lifetimeS` from now. */
async function signedIn(lifetimeS = 3600) {
  const run = start()
  const user = makeUser(Date.now(), { lifetimeS, token: 'token-1' })
  await run.fakes.resolve('loadStoredUser', user)
  expect(run.value()).toEqual({ loggedIn: 'active' })
  return { ...run, user }
}

beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(T0) })
afterEach(() => { vi.useRealTimers() })

describe('pure rules', () => {
  it.each(['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', '', 'bible', '/\t/evil.example', undefined, 42])(
    'safeReturnPath(%j) falls back to /',
    (value) => { expect(safeReturnPath(value)).toBe('/') },
  )

  it('safeReturnPath keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/bible/new-testament/john/3?x=1#v16')).toBe('/bible/new-testament/john/3?x=1#v16')
  })

  it.each(['login_required', 'consent_required', 'interaction_required', 'account_selection_required'])(
    'the session-check code %s counts as anonymous',
    (code) => { expect(isAnonymousSessionError(providerError(code))).toBe(true) },
  )

  it('other provider errors are real errors', () => {
    expect(isAnonymousSessionError(providerError('invalid_grant'))).toBe(false)
    expect(isAnonymousSessionError(new Error('login_required somewhere in a message'))).toBe(false)
  })

  it('recognises renewal timeouts by name or message, old and new oidc-client wording', () => {
    expect(isRenewTimeout(timeoutError)).toBe(true)
    expect(isRenewTimeout(new Error('Frame window timed out'))).toBe(true)
    expect(isRenewTimeout({ error: 'timeout' })).toBe(true)
    expect(isRenewTimeout(providerError('login_required'))).toBe(false)
  })

  it('checks the token at least every 5 s and never past the next deadline', () => {
    const expiresAt = T0 / 1000 + 3600
    expect(nextTokenCheckMs(expiresAt, T0)).toBe(5000)
    expect(nextTokenCheckMs(expiresAt, (expiresAt - 62) * 1000)).toBe(2000)
    expect(nextTokenCheckMs(expiresAt, (expiresAt - 60) * 1000)).toBe(5000)
    expect(nextTokenCheckMs(expiresAt, expiresAt * 1000)).toBe(1000)
    expect(nextTokenCheckMs(null, T0)).toBe(5000)
  })
})

describe('start-up', () => {
  it('removes stale sign-in state older than 900 s and ends anonymous when nobody is stored', async () => {
    const { fakes, value } = start()
    expect(fakes.effects).toContain('removeStaleState:900')
    await fakes.resolve('loadStoredUser', null)
    expect(value()).toBe('anonymous')
  })

  it('restores a stored member without a welcome', async () => {
    const { fakes } = await signedIn()
    expect(fakes.notifications).toEqual([])
  })

  it('action=login tries a silent sign-in and welcomes by name', async () => {
    const { fakes, value } = start({ action: 'login' })
    await fakes.resolve('loadStoredUser', null)
    expect(value()).toEqual({ signingIn: 'silent' })
    await fakes.resolve('signinSilent', makeUser(Date.now(), { name: 'Grace Premium' }))
    expect(value()).toEqual({ loggedIn: 'active' })
    expect(fakes.notifications).toEqual([{ id: 'welcome.named', values: { name: 'Grace Premium' } }])
  })

  it.each(['login_required', 'consent_required', 'interaction_required', 'account_selection_required'])(
    'a silent sign-in answered %s ends anonymous quietly',
    async (code) => {
      const { actor, fakes, value } = start({ action: 'login' })
      await fakes.resolve('loadStoredUser', null)
      await fakes.reject('signinSilent', providerError(code))
      expect(value()).toBe('anonymous')
      expect(actor.getSnapshot().context.error).toBeNull()
      expect(fakes.notifications).toEqual([])
    },
  )

  it('action=logout (back from the provider) clears identity storage and says goodbye', async () => {
    const { fakes, value } = start({ action: 'logout' })
    await fakes.resolve('loadStoredUser', null)
    expect(value()).toBe('anonymous')
    expect(fakes.effects).toContain('clearIdentityStorage')
    expect(fakes.notifications).toEqual([{ id: 'goodbye' }])
  })

  it('a stored member whose token expired goes straight to a refresh', async () => {
    const { fakes, value } = start()
    await fakes.resolve('loadStoredUser', makeUser(Date.now() - 7200_000))
    expect(value()).toBe('expired')
    expect(fakes.calls('refreshTokens')).toBe(1)
  })
})

describe('sign-in', () => {
  it('stores only a safe return path before a redirect sign-in', async () => {
    const { actor, fakes, value } = start()
    await fakes.resolve('loadStoredUser', null)
    actor.send({ type: 'user.signIn', method: 'redirect', returnTo: '//evil.example' })
    expect(value()).toEqual({ signingIn: 'redirect' })
    expect(fakes.authRedirects).toEqual(['/'])
  })

  it('welcomes a member without a name to the site and keeps the subscription date without roles', async () => {
    const { actor, fakes } = start()
    await fakes.resolve('loadStoredUser', null)
    actor.send({ type: 'user.signIn', method: 'popup' })
    const user = makeUser(Date.now(), { roles: [] })
    await fakes.resolve('signinPopup', { ...user, profile: { sub: 'x' } })
    expect(fakes.notifications).toEqual([{ id: 'welcome.site' }])
    expect(fakes.effects).not.toContain('clearSubscriptionDate')
  })

  it('clears the stored subscription date once a user with roles loads', async () => {
    const { fakes } = await signedIn()
    expect(fakes.effects).toContain('clearSubscriptionDate')
  })
})

describe('token timers (spec §9)', () => {
  it('renews 60 s before expiry, not a millisecond earlier', async () => {
    const { fakes, value } = await signedIn()
    vi.advanceTimersByTime((3600 - 60) * 1000 - 1)
    expect(value()).toEqual({ loggedIn: 'active' })
    vi.advanceTimersByTime(1)
    expect(value()).toEqual({ loggedIn: { renewing: 'requesting' } })
    expect(fakes.calls('renewSilently')).toBe(1)
  })

  it('notices a clock jump (a sleeping laptop) within 5 s', async () => {
    const { value } = await signedIn()
    vi.setSystemTime(T0 + 3590_000)
    vi.advanceTimersByTime(4999)
    expect(value()).toEqual({ loggedIn: 'active' })
    vi.advanceTimersByTime(1)
    expect(value()).toEqual({ loggedIn: { renewing: 'requesting' } })
  })

  it('counts the token as expired 1 s after expiry and then refreshes', async () => {
    const { fakes, value } = await signedIn()
    vi.advanceTimersByTime(3600_000 + 999)
    expect(value()).toEqual({ loggedIn: { renewing: 'requesting' } })
    vi.advanceTimersByTime(1)
    expect(value()).toBe('expired')
    expect(fakes.calls('refreshTokens')).toBe(1)
  })

  it('a token issued with less than the 60 s notice left is not renewed at once but refreshed 1 s after expiry', async () => {
    const { fakes, value } = await signedIn(8)
    vi.advanceTimersByTime(8_999)
    expect(value()).toEqual({ loggedIn: 'active' })
    expect(fakes.calls('renewSilently')).toBe(0)
    vi.advanceTimersByTime(1)
    expect(value()).toBe('expired')
    expect(fakes.calls('refreshTokens')).toBe(1)
  })

  it('retries a timed-out renewal after exactly 5 s', async () => {
    const { fakes, value } = await signedIn()
    vi.advanceTimersByTime(3540_000)
    await fakes.reject('renewSilently', timeoutError)
    expect(value()).toEqual({ loggedIn: { renewing: 'retrying' } })
    vi.advanceTimersByTime(4999)
    expect(fakes.calls('renewSilently')).toBe(1)
    vi.advanceTimersByTime(1)
    expect(fakes.calls('renewSilently')).toBe(2)
    expect(value()).toEqual({ loggedIn: { renewing: 'requesting' } })
  })

  it('a successful renewal announces the new token and restarts the clock for its expiry', async () => {
    const { actor, fakes, emitted, value } = await signedIn()
    vi.advanceTimersByTime(3540_000)
    await fakes.resolve('renewSilently', makeUser(Date.now(), { token: 'token-2' }))
    expect(value()).toEqual({ loggedIn: 'active' })
    expect(emitted).toContainEqual({ type: 'tokens.refreshed', accessToken: 'token-2' })
    vi.advanceTimersByTime(3539_000)
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' })
  })

  it('other renewal errors raise silent-renew-error; if the refresh fails too, the member is logged out', async () => {
    const { fakes, emitted, value } = await signedIn()
    vi.advanceTimersByTime(3540_000)
    await fakes.reject('renewSilently', providerError('login_required'))
    expect(emitted).toContainEqual({ type: 'silent-renew-error', error: 'login_required' })
    expect(value()).toEqual({ loggedIn: 'refreshing' })
    await fakes.reject('refreshTokens', providerError('invalid_grant'))
    expect(emitted).toContainEqual({ type: 'tokens.refreshFailed', error: 'invalid_grant' })
    expect(value()).toEqual({ signingOut: 'silent' })
    await fakes.resolve('signoutSilent', undefined)
    expect(value()).toBe('anonymous')
    expect(fakes.effects).toContain('clearIdentityStorage')
    expect(fakes.notifications.at(-1)).toEqual({ id: 'session.expired' })
  })
})

describe('401 handling', () => {
  it('ten concurrent 401s share exactly one refresh and all retry with the new token', async () => {
    const { actor, fakes } = await signedIn()
    const waiters = Array.from({ length: 10 }, () => {
      actor.send({ type: 'api.unauthorized', accessToken: 'token-1' })
      return waitFor(actor, (snapshot) => tokenOutcome(snapshot).status !== 'pending', { timeout: 1000 })
    })
    expect(fakes.calls('refreshTokens')).toBe(1)
    await fakes.resolve('refreshTokens', makeUser(Date.now(), { token: 'token-2' }))
    const outcomes = (await Promise.all(waiters)).map(tokenOutcome)
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => ({ status: 'ready', accessToken: 'token-2' })))
    // A late 401 for the replaced token asks for a retry, not a second refresh.
    actor.send({ type: 'api.unauthorized', accessToken: 'token-1' })
    expect(fakes.calls('refreshTokens')).toBe(1)
  })

  it('a failed refresh logs out with the session-expired message', async () => {
    const { actor, fakes } = await signedIn()
    actor.send({ type: 'api.unauthorized' })
    await fakes.resolve('refreshTokens', null)
    expect(tokenOutcome(actor.getSnapshot())).toEqual({ status: 'pending' })
    await fakes.reject('signoutSilent', new Error('offline'))
    expect(tokenOutcome(actor.getSnapshot())).toEqual({ status: 'anonymous' })
    expect(fakes.notifications).toEqual([{ id: 'session.expired' }])
  })
})

describe('sign-out', () => {
  it('stops offering the token at once and says goodbye when the popup round trip ends', async () => {
    const { actor, fakes, value } = await signedIn()
    actor.send({ type: 'user.signOut', method: 'popup' })
    expect(actor.getSnapshot().context.accessToken).toBeNull()
    await fakes.resolve('signoutPopup', undefined)
    expect(value()).toBe('anonymous')
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(fakes.effects).toContain('clearIdentityStorage')
    expect(fakes.notifications).toEqual([{ id: 'goodbye' }])
  })

  it('ends the session locally when the provider reports the user signed out elsewhere', async () => {
    const { actor, fakes, value } = await signedIn()
    actor.send({ type: 'oidc.userSignedOut' })
    expect(value()).toBe('anonymous')
    expect(fakes.notifications).toEqual([{ id: 'goodbye' }])
    await settle()
  })
})
