import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadOrCreateCookieKeys, loadOrCreateSigningKeys, readPublicKeySet } from './keys.ts'

let dir: string
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'lamp-keys-')) })
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the provider\'s keys', () => {
  it('are made once and read back after a restart, readable by the server\'s user only', async () => {
    const first = await loadOrCreateSigningKeys(dir)
    expect(first.keys).toHaveLength(1)
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(await loadOrCreateSigningKeys(dir)).toEqual(first)
    expect(loadOrCreateCookieKeys(dir)).toEqual(loadOrCreateCookieKeys(dir))
    for (const file of ['jwks.json', 'cookie-keys.json']) expect(statSync(join(dir, file)).mode & 0o777, file).toBe(0o600)
    expect(readPublicKeySet(dir).keys[0]).not.toHaveProperty('d')
  })

  it('are the same for every process that makes them at the same moment, as a cluster\'s workers do', async () => {
    const sets = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateSigningKeys(dir)))
    const onDisk = JSON.parse(readFileSync(join(dir, 'jwks.json'), 'utf8')) as unknown
    for (const set of sets) expect(set).toEqual(onDisk)
    // Nothing written aside is left behind.
    expect(readdirSync(dir)).toEqual(['jwks.json'])
  })
})
