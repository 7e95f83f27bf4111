import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose'

export interface VerifiedAccessToken {
  /** The member id. */
  sub: string
  scopes: ReadonlySet<string>
}

/** Resolves a bearer token to its verified claims, or undefined when it is malformed, forged, foreign or expired. */
export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken | undefined>

export interface AccessTokenVerifierOptions {
  issuer: string
  audience: string
  /**
   * The provider's public keys: a key set, a function returning one (read lazily, so the verifier can be
   * built before the provider has written `jwks.json`), or the provider's jwks_uri.
   */
  jwksProvider: JSONWebKeySet | (() => JSONWebKeySet) | URL
}

function keyResolver(source: AccessTokenVerifierOptions['jwksProvider']): () => JWTVerifyGetKey {
  if (source instanceof URL) {
    const remote = createRemoteJWKSet(source)
    return () => remote
  }
  let local: JWTVerifyGetKey | undefined
  return () => (local ??= createLocalJWKSet(typeof source === 'function' ? source() : source))
}

/** Offline verification (signature, issuer, audience, expiry) of the provider's JWT access tokens. */
export function createAccessTokenVerifier({ issuer, audience, jwksProvider }: AccessTokenVerifierOptions): AccessTokenVerifier {
  const keys = keyResolver(jwksProvider)
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys(), {
        issuer,
        audience,
        algorithms: ['RS256'],
        // RFC 9068 type: an id token (or any other JWT from this issuer) is not an access token.
        typ: 'at+jwt',
      })
      // jose checks an expiry only when there is one: a token must have both a member and an expiry.
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined
      const scope = typeof payload['scope'] === 'string' ? payload['scope'] : ''
      return { sub: payload.sub, scopes: new Set(scope.split(' ').filter(Boolean)) }
    } catch {
      return undefined
    }
  }
}
