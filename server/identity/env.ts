type Env = Record<string, string | undefined>

const THIRTY_DAYS = 30 * 24 * 3600

function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  // A typo must stop the start rather than silently issue tokens that never (or instantly) expire.
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of seconds, got "${raw}"`)
  return value
}

/** ACCESS_TOKEN_TTL (default 3600) and REFRESH_TOKEN_TTL (default 30 days), in seconds (contracts.md §5). */
export function readTokenTtls(env: Env = process.env): { accessTokenTtl: number; refreshTokenTtl: number } {
  return { accessTokenTtl: seconds(env, 'ACCESS_TOKEN_TTL', 3600), refreshTokenTtl: seconds(env, 'REFRESH_TOKEN_TTL', THIRTY_DAYS) }
}
