import { isIPv6 } from 'node:net'
import type { Database } from 'better-sqlite3'
import type { Context } from 'koa'
import { ThrottleStore, type Admission, type Counter, type ThrottlePolicy, type Ticket } from './throttle.ts'

const MINUTE = 60
const HOUR = 3600
const DAY = 24 * HOUR

/**
 * One account from one address (decision 0020): what a person mistyping, or a guesser at one address, meets.
 * One free try, then 1 s, 2 s, 4 s; the fifth failure locks this pair for a minute, doubling to 15 minutes.
 * It never touches the same account from another address. A correct sign-in from the address clears it.
 */
export const PAIR_POLICY: ThrottlePolicy = { free: 1, lockAfter: 5, lockSeconds: MINUTE, maxLockSeconds: 15 * MINUTE, forgetAfterSeconds: DAY }
/**
 * One address over all accounts: a ceiling against one address trying many emails. Generous, as many members
 * may share an address (an office, a phone network): 50 failures cost nothing, then 1 s, 2 s, ... up to a
 * minute apart, and from 100 a lockout of a minute doubling to an hour.
 */
export const ADDRESS_POLICY: ThrottlePolicy = { free: 50, lockAfter: 100, lockSeconds: MINUTE, maxLockSeconds: HOUR, forgetAfterSeconds: HOUR }
/**
 * One account over all addresses: a ceiling against many addresses guessing one password. Far above what one
 * person does (20 failures a day), and it only slows: attempts at most a minute apart, never a lockout.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { free: 20, lockAfter: Infinity, lockSeconds: MINUTE, maxLockSeconds: MINUTE, forgetAfterSeconds: DAY }
/** A pair that signed in is known for this long: its member passes the address and account ceilings. */
export const KNOWN_PAIR_SECONDS = 30 * DAY

/** Per client address: `perAddress` accounts, then ten minutes' wait before the next, doubling. */
export function registrationPolicy(perAddress: number): ThrottlePolicy {
  return { free: perAddress - 1, lockAfter: perAddress, lockSeconds: 10 * MINUTE, maxLockSeconds: 4 * HOUR, forgetAfterSeconds: HOUR }
}

/** Counters of every scope together: enough for a crowd, a few megabytes of table whatever is sent. */
const MAX_ROWS = 100_000

/** The scopes of the throttle table. */
export const SCOPES = { pair: 'pair', address: 'address', account: 'account', known: 'known', registration: 'registration' } as const

export interface AbuseLimitOptions {
  db: Database
  /** Registrations from one address before it must wait (REGISTRATIONS_PER_ADDRESS, default 10). */
  registrationsPerAddress: number
  now?: () => number
  maxRows?: number
}

/** The provider's sign-in and registration throttles, kept in the database every provider process shares. */
export interface AbuseLimits {
  store: ThrottleStore
  /** A sign-in attempt (anything that checks a password), counted before the password is checked. */
  admitSignIn(email: string, address: string): Admission
  /** The password was right: the pair starts afresh and is known; the ceilings get this attempt back. */
  signInSucceeded(email: string, address: string, ticket: Ticket): void
  /** A registration that passed validation (it costs a hash and a write). */
  admitRegistration(address: string): Admission
  /** Forgets everything counted against an address and an account (tests start from a clean slate). */
  forget(email: string, address: string): void
}

const pairKey = (account: string, address: string) => `${account}\n${address}`

export function createAbuseLimits({ db, registrationsPerAddress, now, maxRows = MAX_ROWS }: AbuseLimitOptions): AbuseLimits {
  const store = new ThrottleStore(db, { maxRows, ...(now ? { now } : {}) })
  const registration = registrationPolicy(registrationsPerAddress)
  return {
    store,
    admitSignIn(email, address) {
      const account = accountKey(email)
      const pair: Counter = { scope: SCOPES.pair, key: pairKey(account, address), policy: PAIR_POLICY }
      // A member who signed in from here before is held only by their own pair: a spray from their address, or
      // at their account from elsewhere, does not keep them out.
      if (store.has(SCOPES.known, pair.key)) return store.admit([pair])
      return store.admit([
        pair,
        { scope: SCOPES.address, key: address, policy: ADDRESS_POLICY },
        { scope: SCOPES.account, key: account, policy: ACCOUNT_POLICY },
      ])
    },
    signInSucceeded(email, address, ticket) {
      store.succeeded(ticket, [SCOPES.pair])
      store.remember(SCOPES.known, pairKey(accountKey(email), address), KNOWN_PAIR_SECONDS)
    },
    admitRegistration(address) {
      return store.admit([{ scope: SCOPES.registration, key: address, policy: registration }])
    },
    forget(email, address) {
      const account = accountKey(email)
      const pair = pairKey(account, address)
      const counters = [[SCOPES.pair, pair], [SCOPES.known, pair], [SCOPES.address, address], [SCOPES.account, account], [SCOPES.registration, address]] as const
      for (const [scope, key] of counters) store.reset(scope, key)
    },
  }
}

/** One account whatever the spelling: the members table compares emails without case. */
export function accountKey(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase()
}

/**
 * The client's address as the throttles see it: the socket's peer (the provider trusts no X-Forwarded-For),
 * IPv4-mapped IPv6 as plain IPv4, and IPv6 by its /64, which one household or server usually holds whole.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16)).join(':')}::/64`
}

export function clientAddress(ctx: Context): string {
  return addressKey(ctx.req.socket.remoteAddress)
}

/** Answers a refused attempt: 429 with Retry-After (whole seconds). */
export function refuse(ctx: Context, retryAfter: number): void {
  ctx.status = 429
  ctx.set('Retry-After', String(retryAfter))
}
