import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createIdentityFakes, makeUser, providerError, settle, timeoutError } from './identity.fakes.ts'
import {
  bearerToken,
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

  it.each([
    ['/bible/../my-profile', '/my-profile'],
    ['/a/./b/../../favorites?x=1', '/favorites?x=1'],
    ['/../../etc/passwd', '/etc/passwd'],
    ['/%2e%2e/my-profile', '/my-profile'],
    // Resolving can produce a path that starts with `//`, which a browser reads as another host.
    ['/bible/..//evil.example', '/'],
    ['/x/..\\/evil.example', '/'],
  ])('safeReturnPath(%j) resolves dot segments the way the browser will: %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
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
    const long = { expiresAt: T0 / 1000 + 3600, shortLived: false }
    expect(nextTokenCheckMs(long, T0)).toBe(5000)
    expect(nextTokenCheckMs(long, (long.expiresAt - 62) * 1000)).toBe(2000)
    expect(nextTokenCheckMs(long, (long.expiresAt - 60) * 1000)).toBe(5000)
    expect(nextTokenCheckMs(long, long.expiresAt * 1000)).toBe(1000)
    // A short-lived token has one deadline: 1 s after expiry.
    const short = { expiresAt: T0 / 1000 + 20, shortLived: true }
    expect(nextTokenCheckMs(short, T0 + 18_000)).toBe(3000)
    expect(nextTokenCheckMs({ expiresAt: null, shortLived: false }, T0)).toBe(5000)
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
    expect(fakes.authRedirects).toEqual([{ returnTo: '/', cancelTo: '/' }])
  })

  it('keeps where to go back to if the visitor leaves the provider: the page before the member page', async () => {
    const { actor, fakes } = start()
    await fakes.resolve('loadStoredUser', null)
    actor.send({ type: 'user.signIn', method: 'redirect', returnTo: '/my-profile', cancelTo: '/bible/../verses' })
    expect(fakes.authRedirects).toEqual([{ returnTo: '/my-profile', cancelTo: '/verses' }])
  })

  it('"Back to Lamp" (access_denied on the callback) ends anonymous without an error to show', async () => {
    const { actor, fakes, value } = start({ callback: true })
    await fakes.resolve('loadStoredUser', null)
    await fakes.reject('completeSignIn', providerError('access_denied'))
    expect(value()).toBe('anonymous')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(fakes.notifications).toEqual([])
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

describe('token timers (R-TOKEN-1, R-TOKEN-2)', () => {
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
    // At once: no end-session round trip holds the message back.
    expect(value()).toBe('anonymous')
    expect(fakes.calls('signoutSilent')).toBe(0)
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

  it('a failed refresh logs out at once with the session-expired message, and says so to the pages', async () => {
    const { actor, fakes } = await signedIn()
    actor.send({ type: 'api.unauthorized' })
    await fakes.resolve('refreshTokens', null)
    expect(tokenOutcome(actor.getSnapshot())).toEqual({ status: 'anonymous' })
    expect(fakes.notifications).toEqual([{ id: 'session.expired' }])
    expect(actor.getSnapshot().context.error).toBe('session_expired')
    // Signing in again clears it.
    actor.send({ type: 'user.signIn', method: 'redirect', returnTo: '/my-profile' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('a refresh that hangs until its timeout counts as failed', async () => {
    const { actor, fakes } = await signedIn()
    actor.send({ type: 'api.unauthorized' })
    await fakes.reject('refreshTokens', timeoutError)
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(fakes.notifications).toEqual([{ id: 'session.expired' }])
  })

  it('a rename refreshes the tokens once, so the header gets the new name', async () => {
    const { actor, fakes } = await signedIn()
    actor.send({ type: 'profile.changed' })
    expect(fakes.calls('refreshTokens')).toBe(1)
    await fakes.resolve('refreshTokens', makeUser(Date.now(), { token: 'token-2', name: 'Mara Bethlehem' }))
    expect(actor.getSnapshot().context.user?.name).toBe('Mara Bethlehem')
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

describe('many tabs, one member (local storage is shared)', () => {
  it('a sign-in in another tab signs this tab in quietly', async () => {
    const { actor, fakes, value } = start()
    await fakes.resolve('loadStoredUser', null)
    actor.send({ type: 'tabs.userStored', user: makeUser(Date.now(), { token: 'from-tab-a' }) })
    expect(value()).toEqual({ loggedIn: 'active' })
    expect(bearerToken(actor.getSnapshot())).toBe('from-tab-a')
    expect(fakes.notifications).toEqual([])
  })

  it('tokens another tab refreshed are adopted, and a renewal waiting here is dropped', async () => {
    const { actor, fakes, emitted, value } = await signedIn()
    vi.advanceTimersByTime(3540_000)
    expect(value()).toEqual({ loggedIn: { renewing: 'requesting' } })
    expect(fakes.tokenInputs).toEqual(['token-1'])
    actor.send({ type: 'tabs.userStored', user: makeUser(Date.now(), { token: 'token-2' }) })
    expect(value()).toEqual({ loggedIn: 'active' })
    expect(emitted).toContainEqual({ type: 'tokens.refreshed', accessToken: 'token-2' })
    // The new token's clock: nothing is due for another 3540 s.
    vi.advanceTimersByTime(3539_000)
    expect(fakes.calls('renewSilently')).toBe(1)
  })

  it('an expired tab takes the tokens another tab stored instead of refreshing itself', async () => {
    const { actor, value } = await signedIn(20)
    vi.advanceTimersByTime(21_000)
    expect(value()).toBe('expired')
    actor.send({ type: 'tabs.userStored', user: makeUser(Date.now(), { lifetimeS: 20, token: 'token-2' }) })
    expect(value()).toEqual({ loggedIn: 'active' })
    expect(bearerToken(actor.getSnapshot())).toBe('token-2')
  })

  it('an already expired token from another tab is not taken as a refresh', async () => {
    const { actor, value } = await signedIn()
    actor.send({ type: 'tabs.userStored', user: makeUser(Date.now() - 7200_000, { token: 'old' }) })
    expect(value()).toEqual({ loggedIn: 'active' })
    expect(bearerToken(actor.getSnapshot())).toBe('token-1')
  })

  it('a sign-out in another tab signs this tab out with a goodbye', async () => {
    const { actor, fakes, value } = await signedIn()
    actor.send({ type: 'tabs.userRemoved' })
    expect(value()).toBe('anonymous')
    expect(fakes.notifications).toEqual([{ id: 'goodbye' }])
  })
})
