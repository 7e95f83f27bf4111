import { describe, expect, it } from 'vitest'
import type { OidcUser } from '#machines/identity/identity.machine.ts'
import type { RefreshLedger } from './refresh-ledger.ts'
import { refreshOnce, RefreshTimeoutError, type RefreshLocks, type StoredTokens } from './token-refresh.ts'

const NOW = Date.now()
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
 * Local storage, the ledger and the provider as the tabs see them. Each tab reads its own copy of local storage,
 * which learns another tab's write `lagMs` later (as a browser's renderers do); the provider rotates the refresh
 * token at each use and refuses a used one (invalid_grant), as node-oidc-provider does.
 */
function sharedBrowser({ lagMs = 0 }: { lagMs?: number } = {}) {
  let stored: OidcUser | null = user('a-1', 'r-1')
  const used = new Set<string>()
  const replaced = new Set<string>()
  let issued = 1
  const grants: string[] = []
  const copies = new Set<{ value: OidcUser | null }>()
  const write = (next: OidcUser | null, by: { value: OidcUser | null }) => {
    stored = next
    by.value = next
    for (const copy of copies) if (copy !== by) setTimeout(() => { copy.value = stored }, lagMs)
  }
  const ledger: RefreshLedger = {
    wasReplaced: async (token) => replaced.has(token),
    noteReplaced: async (token) => { replaced.add(token) },
  }
  const tab = (): StoredTokens => {
    const copy = { value: stored }
    copies.add(copy)
    return {
      getUser: async () => copy.value,
      signinSilent: async () => {
        const refresh = copy.value?.refresh_token ?? ''
        grants.push(refresh)
        // The provider answers later than the other tab asks.
        await new Promise((resolve) => setTimeout(resolve, 5))
        if (used.has(refresh)) throw Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' })
        used.add(refresh)
        issued += 1
        write(user(`a-${issued}`, `r-${issued}`), copy)
        return copy.value
      },
    }
  }
  const signOut = () => { for (const copy of copies) copy.value = null; stored = null }
  return { tab, ledger, grants, signOut }
}

const refresh = (browser: ReturnType<typeof sharedBrowser>, tokens: StoredTokens, locks: RefreshLocks | undefined, heldToken = 'a-1', signal = new AbortController().signal) =>
  refreshOnce({ heldToken, tokens, locks, ledger: browser.ledger, signal, now: Date.now })

describe('one refresh for many tabs', () => {
  it('two tabs refreshing at the same moment spend the refresh token once and both end with the new tokens', async () => {
    const browser = sharedBrowser()
    const locks = fakeLocks()
    const [first, second] = await Promise.all([refresh(browser, browser.tab(), locks), refresh(browser, browser.tab(), locks)])
    expect(browser.grants).toEqual(['r-1'])
    expect(first?.access_token).toBe('a-2')
    expect(second?.access_token).toBe('a-2')
  })

  it('a tab whose copy of storage has not caught up waits for the new tokens instead of spending the used refresh token', async () => {
    const browser = sharedBrowser({ lagMs: 120 })
    const locks = fakeLocks()
    const [first, second] = await Promise.all([refresh(browser, browser.tab(), locks), refresh(browser, browser.tab(), locks)])
    expect(browser.grants).toEqual(['r-1'])
    expect([first?.access_token, second?.access_token]).toEqual(['a-2', 'a-2'])
  })

  it('a tab whose token is still the stored one refreshes; one holding an older token takes the stored one', async () => {
    const browser = sharedBrowser()
    const locks = fakeLocks()
    const tokens = browser.tab()
    await refresh(browser, tokens, locks, 'a-1')
    expect((await refresh(browser, tokens, locks, 'a-1'))?.access_token).toBe('a-2')
    expect((await refresh(browser, tokens, locks, 'a-2'))?.access_token).toBe('a-3')
    expect(browser.grants).toEqual(['r-1', 'r-2'])
  })

  it('signed out in another tab: nothing to refresh, no call to the provider', async () => {
    const browser = sharedBrowser()
    const tokens = browser.tab()
    browser.signOut()
    expect(await refresh(browser, tokens, fakeLocks())).toBeNull()
    expect(browser.grants).toEqual([])
  })

  it('a tab the identity machine no longer waits for gives up its turn', async () => {
    const browser = sharedBrowser()
    const locks = fakeLocks()
    const stopped = new AbortController()
    const first = refresh(browser, browser.tab(), locks)
    const second = refresh(browser, browser.tab(), locks, 'a-1', stopped.signal)
    stopped.abort(new Error('adopted'))
    await expect(second).rejects.toThrow('adopted')
    await first
    expect(browser.grants).toEqual(['r-1'])
  })

  it('a provider that never answers fails the refresh after the timeout and frees the lock for the next tab', async () => {
    const browser = sharedBrowser()
    const locks = fakeLocks()
    const stored = user('a-1', 'r-1')
    const hung: StoredTokens = { getUser: async () => stored, signinSilent: () => new Promise(() => undefined) }
    const options = { heldToken: 'a-1', tokens: hung, locks, ledger: browser.ledger, signal: new AbortController().signal, now: Date.now, refreshTimeoutMs: 20 }
    await expect(refreshOnce(options)).rejects.toBeInstanceOf(RefreshTimeoutError)
    await expect(refreshOnce(options)).rejects.toBeInstanceOf(RefreshTimeoutError)
  })
})
