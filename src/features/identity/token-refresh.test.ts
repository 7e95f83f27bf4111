import { describe, expect, it } from 'vitest'
import type { OidcUser } from '../../../machines/identity/identity.machine.ts'
import { refreshOnce, RefreshTimeoutError, type RefreshLocks, type StoredTokens } from './token-refresh.ts'

const NOW = Date.UTC(2026, 0, 1, 8, 0, 0)
const user = (token: string, refresh: string, expiresInS = 20): OidcUser => ({
  access_token: token, refresh_token: refresh, expires_at: NOW / 1000 + expiresInS, profile: { sub: 'm-1' },
})

/** An exclusive lock per name, granted in request order, like the browser's (one LockManager for all tabs). */
function fakeLocks(): RefreshLocks {
  const tails = new Map<string, Promise<unknown>>()
  return {
    request: ((name: string, options: LockOptions, callback: () => Promise<unknown>) => {
      const previous = tails.get(name) ?? Promise.resolve()
      const run = previous.then(() => {
        if (options.signal?.aborted) throw options.signal.reason
        return callback()
      })
      tails.set(name, run.catch(() => undefined))
      return run
    }) as RefreshLocks['request'],
  }
}

/**
 * Local storage and the provider as both tabs see them: the provider rotates the refresh token at each use
 * and refuses a used one (invalid_grant), as node-oidc-provider does.
 */
function sharedBrowser() {
  let stored: OidcUser | null = user('a-1', 'r-1')
  const used = new Set<string>()
  let issued = 1
  const grants: string[] = []
  const tokens: StoredTokens = {
    getUser: async () => stored,
    signinSilent: async () => {
      const refresh = stored?.refresh_token ?? ''
      grants.push(refresh)
      // The provider answers later than the other tab asks.
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (used.has(refresh)) throw Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' })
      used.add(refresh)
      issued += 1
      stored = user(`a-${issued}`, `r-${issued}`)
      return stored
    },
  }
  return { tokens, grants, remove: () => { stored = null } }
}

const tab = (tokens: StoredTokens, locks: RefreshLocks | undefined, heldToken = 'a-1', signal = new AbortController().signal) =>
  refreshOnce({ heldToken, tokens, locks, signal, now: () => NOW })

describe('one refresh for many tabs', () => {
  it('two tabs refreshing at the same moment spend the refresh token once and both end with the new tokens', async () => {
    const browser = sharedBrowser()
    const locks = fakeLocks()
    const [first, second] = await Promise.all([tab(browser.tokens, locks), tab(browser.tokens, locks)])
    expect(browser.grants).toEqual(['r-1'])
    expect(first?.access_token).toBe('a-2')
    expect(second?.access_token).toBe('a-2')
  })

  it('a tab whose token is still the stored one refreshes; one holding an older token takes the stored one', async () => {
    const browser = sharedBrowser()
    const locks = fakeLocks()
    await tab(browser.tokens, locks, 'a-1')
    expect((await tab(browser.tokens, locks, 'a-1'))?.access_token).toBe('a-2')
    expect((await tab(browser.tokens, locks, 'a-2'))?.access_token).toBe('a-3')
    expect(browser.grants).toEqual(['r-1', 'r-2'])
  })

  it('signed out in another tab: nothing to refresh, no call to the provider', async () => {
    const browser = sharedBrowser()
    browser.remove()
    expect(await tab(browser.tokens, fakeLocks())).toBeNull()
    expect(browser.grants).toEqual([])
  })

  it('a tab the identity machine no longer waits for gives up its turn', async () => {
    const browser = sharedBrowser()
    const locks = fakeLocks()
    const stopped = new AbortController()
    const first = tab(browser.tokens, locks)
    const second = tab(browser.tokens, locks, 'a-1', stopped.signal)
    stopped.abort(new Error('adopted'))
    await expect(second).rejects.toThrow('adopted')
    await first
    expect(browser.grants).toEqual(['r-1'])
  })

  it('a provider that never answers fails the refresh after the timeout and frees the lock for the next tab', async () => {
    const locks = fakeLocks()
    const stored = user('a-1', 'r-1')
    const hung: StoredTokens = { getUser: async () => stored, signinSilent: () => new Promise(() => undefined) }
    const options = { heldToken: 'a-1', tokens: hung, locks, signal: new AbortController().signal, now: () => NOW, refreshTimeoutMs: 20 }
    await expect(refreshOnce(options)).rejects.toBeInstanceOf(RefreshTimeoutError)
    await expect(refreshOnce(options)).rejects.toBeInstanceOf(RefreshTimeoutError)
  })
})
