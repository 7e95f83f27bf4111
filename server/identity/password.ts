import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>

const KEY_LENGTH = 32
const PREFIX = 'scrypt'

/** `scrypt$<salt b64url>$<hash b64url>`: the prefix leaves room to change the algorithm without a flag day. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH)
  return [PREFIX, salt.toString('base64url'), hash.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, salt, hash] = stored.split('$')
  if (prefix !== PREFIX || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length)
  // Constant-time compare: the time taken must not reveal how many leading bytes matched.
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
