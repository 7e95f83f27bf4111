import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAccessTokenVerifier, type AccessTokenVerifier } from './access-token.ts'

const ISSUER = 'http://localhost:4551'
const AUDIENCE = 'lamp-api'
let privateKey: CryptoKey
let otherKey: CryptoKey
let verify: AccessTokenVerifier
let keySetReads = 0

interface TokenOptions { typ?: string; key?: CryptoKey; issuer?: string; audience?: string; expiresIn?: string | null }

/** A token as the provider signs it (RFC 9068 at+jwt, RS256), with whatever a test changes. */
function token(payload: JWTPayload, { typ = 'at+jwt', key, issuer = ISSUER, audience = AUDIENCE, expiresIn = '1h' }: TokenOptions = {}) {
  const jwt = new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ, kid: 'k1' }).setIssuer(issuer).setAudience(audience).setIssuedAt()
  if (expiresIn !== null) jwt.setExpirationTime(expiresIn)
  return jwt.sign(key ?? privateKey)
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  privateKey = pair.privateKey
  otherKey = (await generateKeyPair('RS256')).privateKey
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  verify = createAccessTokenVerifier({
    issuer: ISSUER, audience: AUDIENCE,
    jwksProvider: () => {
      keySetReads++
      return { keys: [publicJwk] }
    },
  })
})

describe('the access-token verifier', () => {
  it("gives a valid token's member and scopes, reading the key set once", async () => {
    expect(await verify(await token({ sub: 'member-1', scope: 'openid  profile offline_access' }))).toEqual({
      sub: 'member-1', scopes: new Set(['openid', 'profile', 'offline_access']),
    })
    expect(await verify(await token({ sub: 'member-1' }))).toEqual({ sub: 'member-1', scopes: new Set() })
    expect(await verify(await token({ sub: 'member-1', scope: 42 }))).toEqual({ sub: 'member-1', scopes: new Set() })
    expect(keySetReads).toBe(1)
  })

  it.each<[string, JWTPayload, TokenOptions]>([
    ['another issuer', { sub: 'member-1' }, { issuer: 'http://evil.example' }],
    ['another audience', { sub: 'member-1' }, { audience: 'other-api' }],
    ['an id token (typ JWT)', { sub: 'member-1' }, { typ: 'JWT' }],
    ['a signature by another key', { sub: 'member-1' }, {}],
    ['no member', {}, {}],
    ['a member id that is not text', { sub: 42 as unknown as string }, {}],
    ['no expiry', { sub: 'member-1' }, { expiresIn: null }],
    ['an expiry in the past', { sub: 'member-1' }, { expiresIn: '-1m' }],
  ])('refuses a token with %s', async (label, payload, options) => {
    const signed = await token(payload, label.startsWith('a signature') ? { ...options, key: otherKey } : options)
    expect(await verify(signed)).toBeUndefined()
  })

  it('refuses what is not a token at all', async () => {
    expect(await verify('not.a.jwt')).toBeUndefined()
    expect(await verify('')).toBeUndefined()
  })
})
