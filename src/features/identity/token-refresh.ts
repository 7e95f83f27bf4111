import type { OidcUser } from '#machines/identity/identity.machine.ts'
import type { RefreshLedger } from './refresh-ledger.ts'
import { withDeadline } from '#src/lib/deadline.ts'

/** The Web Locks lock every tab of this origin takes before it spends the refresh token. */
export const REFRESH_LOCK_NAME = 'lamp-token-refresh'
/**
 * How long a tab waits for another tab's refresh before it goes ahead alone: longer than one refresh can take
 * (token call and userinfo, 10 s each at most), so it only fires when the tab holding the lock hangs.
 */
export const REFRESH_LOCK_WAIT_MS = 25_000
/**
 * A refresh that has not answered by then has failed: the lock is released and the member is told, instead of
 * every tab waiting on a provider that never answers (oidc-client-ts's own timeout covers the token call only
 * when it is given explicitly; this one covers the whole refresh, userinfo included).
 */
export const REFRESH_TIMEOUT_MS = 20_000

/** How long a tab waits for its copy of local storage to show the tokens another tab has stored. */
export const STORAGE_CATCH_UP_MS = 5_000
const CATCH_UP_POLL_MS = 50

export class RefreshTimeoutError extends Error {
  override readonly name = 'RefreshTimeoutError'
  constructor(what = `The refresh did not finish within ${REFRESH_TIMEOUT_MS / 1000} s`) {
    super(what)
  }
}

/** The two oidc-client-ts calls a refresh needs (UserManager has both). */
export interface StoredTokens {
  /** The user in local storage, written by whichever tab refreshed last. */
  getUser: () => Promise<OidcUser | null>
  /** New tokens from the provider (the refresh-token grant when a refresh token is stored, else the iframe). */
  signinSilent: () => Promise<OidcUser | null>
}

export type RefreshLocks = Pick<LockManager, 'request'>

export interface RefreshOptions {
  /** The access token this tab holds; a different, still valid stored one means another tab already refreshed. */
  heldToken: string | null
  tokens: StoredTokens
  /** `navigator.locks`; absent outside a secure context, where tabs refresh without coordination. */
  locks: RefreshLocks | undefined
  /** Tokens already refreshed away by some tab, readable by all of them at once (refresh-ledger.ts). */
  ledger: RefreshLedger
  /** Aborted when the identity machine no longer wants the answer (it adopted another tab's tokens, or left). */
  signal: AbortSignal
  now: () => number
  lockWaitMs?: number
  refreshTimeoutMs?: number
  catchUpMs?: number
}

const isLive = (user: OidcUser, nowMs: number) => user.expires_at === undefined || user.expires_at * 1000 > nowMs

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Reads the stored user until it is no longer `spent` (another tab's write has reached this tab's copy). */
async function storedAfter(spent: string, { tokens, signal, now, catchUpMs = STORAGE_CATCH_UP_MS }: RefreshOptions): Promise<OidcUser | null> {
  const until = now() + catchUpMs
  while (now() < until) {
    if (signal.aborted) throw signal.reason
    await pause(CATCH_UP_POLL_MS)
    const stored = await tokens.getUser()
    if (!stored) return null
    if (stored.access_token !== spent && isLive(stored, now())) return stored
  }
  throw new RefreshTimeoutError('Another tab refreshed, but its tokens did not reach this tab in time')
}

async function refreshUnderLock(options: RefreshOptions): Promise<OidcUser | null> {
  const { heldToken, tokens, now, signal, ledger, refreshTimeoutMs = REFRESH_TIMEOUT_MS } = options
  if (signal.aborted) throw signal.reason
  const stored = await tokens.getUser()
  // Signed out in another tab meanwhile: there is nothing left to refresh.
  if (!stored) return null
  if (stored.access_token !== heldToken && isLive(stored, now())) return stored
  // What this tab reads may lag: if the stored refresh token was already spent, wait for its successor.
  if (await ledger.wasReplaced(stored.access_token)) return storedAfter(stored.access_token, options)
  const renewed = await withDeadline(tokens.signinSilent(), refreshTimeoutMs, () => new RefreshTimeoutError())
  // Recorded before the lock is released, so the next tab knows even if its storage has not caught up.
  if (renewed) await ledger.noteReplaced(stored.access_token)
  return renewed
}

/**
 * New tokens for this tab, with every tab of the browser taking turns (Web Locks API): the refresh token rotates
 * at each use, so two tabs spending the same one at once would make the provider refuse the second and end the
 * session for both. Under the lock a tab first looks at storage: when another tab has just refreshed, it takes
 * those tokens and asks the provider for nothing; when the ledger says the stored tokens were already refreshed
 * away (this tab's copy of storage lags), it waits for their successor instead of spending them again.
 */
export async function refreshOnce(options: RefreshOptions): Promise<OidcUser | null> {
  const { locks, signal, lockWaitMs = REFRESH_LOCK_WAIT_MS } = options
  if (!locks) return refreshUnderLock(options)
  const waited = AbortSignal.timeout(lockWaitMs)
  let granted = false
  try {
    return await locks.request(REFRESH_LOCK_NAME, { signal: AbortSignal.any([signal, waited]) }, () => {
      granted = true
      return refreshUnderLock(options)
    })
  } catch (error) {
    // Only a lock another tab held too long is worth going ahead alone for; anything else is the answer.
    if (granted || !waited.aborted || signal.aborted) throw error
    return refreshUnderLock(options)
  }
}
