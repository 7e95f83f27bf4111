import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { exportJWK, generateKeyPair, type JWK } from 'jose'

export interface JsonWebKeySet {
  keys: JWK[]
}


const PUBLIC_MEMBERS = new Set(['kty', 'n', 'e', 'kid', 'alg', 'use'])

/**
 * Writes a new secret unless `path` exists already, and answers whichever is there afterwards. Written aside and linked
 * into place (which fails if the name exists), so when two processes make the keys at once (a cluster's workers) both
 * end up with the one that won, whole: a token one worker signs, another verifies.
 */
function writeSecretOnce<T>(path: string, value: T): T {
  const aside = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`
  // 0600: the private keys sign every token; nobody but the server's user should read them.
  writeFileSync(aside, JSON.stringify(value, null, 2) + '\n', { mode: 0o600 })
  try {
    linkSync(aside, path)
    return value
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } finally {
    rmSync(aside, { force: true })
  }
}

/**
 * The RS256 signing key set, generated on first start and kept in `${dataDir}/jwks.json`, so tokens and
 * sessions issued before a restart stay valid after it.
 */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<JsonWebKeySet> {
  const path = join(dataDir, 'jwks.json')
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as JsonWebKeySet
  mkdirSync(dataDir, { recursive: true })
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true })
  const jwk = await exportJWK(privateKey)
  return writeSecretOnce<JsonWebKeySet>(path, { keys: [{ ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' }] })
}

/** The public half of a key set (what a resource server needs to verify tokens offline). */
export function publicKeySet(keys: JsonWebKeySet): JsonWebKeySet {
  return {
    // Only the RSA public members and metadata are copied; d, p, q, dp, dq, qi stay behind.
    keys: keys.keys.map((key) => Object.fromEntries(Object.entries(key).filter(([name]) => PUBLIC_MEMBERS.has(name))) as JWK),
  }
}

/** Reads the public keys from `${dataDir}/jwks.json` (written by the identity provider). */
export function readPublicKeySet(dataDir: string): JsonWebKeySet {
  return publicKeySet(JSON.parse(readFileSync(join(dataDir, 'jwks.json'), 'utf8')) as JsonWebKeySet)
}

/** Keys that sign the provider's cookies; generated once so sign-ins survive a restart. */
export function loadOrCreateCookieKeys(dataDir: string): string[] {
  const path = join(dataDir, 'cookie-keys.json')
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as string[]
  mkdirSync(dataDir, { recursive: true })
  return writeSecretOnce(path, [randomBytes(32).toString('base64url')])
}
