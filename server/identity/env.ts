type Env = Record<string, string | undefined>

const THIRTY_DAYS = 30 * 24 * 3600

function positiveInteger(env: Env, name: string, fallback: number, unit: string): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  // A typo must stop the start rather than silently issue tokens that never (or instantly) expire.
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number${unit}, got "${raw}"`)
  return value
}

function seconds(env: Env, name: string, fallback: number): number {
  return positiveInteger(env, name, fallback, ' of seconds')
}

/** ACCESS_TOKEN_TTL (default 3600) and REFRESH_TOKEN_TTL (default 30 days), in seconds (R-TOKEN-8). */
export function readTokenTtls(env: Env = process.env): { accessTokenTtl: number; refreshTokenTtl: number } {
  return { accessTokenTtl: seconds(env, 'ACCESS_TOKEN_TTL', 3600), refreshTokenTtl: seconds(env, 'REFRESH_TOKEN_TTL', THIRTY_DAYS) }
}

/**
 * The provider's process settings: token lifetimes, and REGISTRATIONS_PER_ADDRESS (default 10), how many
 * accounts one client address may create before it must wait (decision 0020; a test suite that registers
 * many members from one machine raises it).
 */
export function readIdentitySettings(env: Env = process.env): { accessTokenTtl: number; refreshTokenTtl: number; registrationsPerAddress: number } {
  return { ...readTokenTtls(env), registrationsPerAddress: positiveInteger(env, 'REGISTRATIONS_PER_ADDRESS', 10, '') }
}
