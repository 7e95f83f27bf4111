import { isIPv6 } from 'node:net'
import type { Context } from 'koa'
import { admit, Throttle, type Admission, type ThrottlePolicy } from './throttle.ts'

const HOUR = 3600

/** Per account (the email typed, known or not): 5 failures lock it for a minute, doubling (decision 0020). */
export const ACCOUNT_POLICY: ThrottlePolicy = { free: 1, lockAfter: 5, lockSeconds: 60, maxLockSeconds: HOUR, forgetAfterSeconds: 24 * HOUR }
/** Per client address: looser, as many members may share one (an office, a phone network). */
export const ADDRESS_POLICY: ThrottlePolicy = { free: 15, lockAfter: 20, lockSeconds: 60, maxLockSeconds: HOUR, forgetAfterSeconds: HOUR }

/** Per client address: `perAddress` accounts, then ten minutes' wait before the next, doubling. */
export function registrationPolicy(perAddress: number): ThrottlePolicy {
  return { free: perAddress - 1, lockAfter: perAddress, lockSeconds: 600, maxLockSeconds: 4 * HOUR, forgetAfterSeconds: HOUR }
}

/** Enough for a crowd, small enough to stay a few megabytes whatever is sent. */
const MAX_KEYS = 10_000

export interface AbuseLimitOptions {
  /** Registrations from one address before it must wait (REGISTRATIONS_PER_ADDRESS, default 10). */
  registrationsPerAddress: number
  now?: () => number
}

export interface AbuseLimits {
  accounts: Throttle
  addresses: Throttle
  registrations: Throttle
}

export function createAbuseLimits({ registrationsPerAddress, now }: AbuseLimitOptions): AbuseLimits {
  const throttle = (policy: ThrottlePolicy) => new Throttle({ policy, maxKeys: MAX_KEYS, ...(now ? { now } : {}) })
  return {
    accounts: throttle(ACCOUNT_POLICY),
    addresses: throttle(ADDRESS_POLICY),
    registrations: throttle(registrationPolicy(registrationsPerAddress)),
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

/** A sign-in attempt (or anything that checks a password): counted against the account and the address. */
export function admitSignIn(limits: AbuseLimits, email: string, address: string): Admission {
  return admit([[limits.accounts, accountKey(email)], [limits.addresses, address]])
}

/** The password was right: the account starts afresh; the address only gets this attempt back. */
export function signInSucceeded(limits: AbuseLimits, email: string, address: string): void {
  limits.accounts.reset(accountKey(email))
  limits.addresses.forgive(address)
}

/** Answers a refused attempt: 429 with Retry-After (whole seconds). */
export function refuse(ctx: Context, retryAfter: number): void {
  ctx.status = 429
  ctx.set('Retry-After', String(retryAfter))
}
