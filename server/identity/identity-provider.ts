import { createServer, type Server } from 'node:http'
import type { Database } from 'better-sqlite3'
import Provider from 'oidc-provider'
import { createAccessTokenVerifier } from '../account/access-token.ts'
import { REQUEST_TIMEOUTS, serverTimeouts, type RequestTimeouts } from '../http/request-timeouts.ts'
import { createAbuseLimits, type AbuseLimits } from './abuse-limits.ts'
import { assetRoutes } from './assets.ts'
import { interactionRoutes } from './interactions.ts'
import { firstPartyOfflineAccess } from './offline-access.ts'
import { loadOrCreateCookieKeys, loadOrCreateSigningKeys, publicKeySet, type JsonWebKeySet } from './keys.ts'
import { createMemberStore, seedDemoMembers, type MemberStore } from './members.ts'
import { createPages } from './pages.ts'
import { createStrengthChecker } from './password-strength.ts'
import { API_AUDIENCE, cookieOptions, providerConfiguration } from './provider-config.ts'
import { registrationRoutes } from './registration.ts'
import { pinRequestOrigin } from './request-origin.ts'
import { securityHeaders } from './security-headers.ts'
import { checkSessionRoute, installSessionState } from './session-management.ts'
import type { RefreshTokenReuseGrace } from './sqlite-adapter.ts'
import { userinfoRoute } from './userinfo.ts'

export interface IdentityProviderOptions {
  db: Database
  /** `http://localhost:${IDP_PORT}` */
  issuer: string
  /** `http://localhost:${PORT}`: the only origin that may use the provider from a browser. */
  appOrigin: string
  /** Where jwks.json and cookie-keys.json are kept. */
  dataDir: string
  /** Seconds (ACCESS_TOKEN_TTL, default 3600). */
  accessTokenTtl: number
  /** Seconds (REFRESH_TOKEN_TTL, default 30 days); also the provider session's lifetime. */
  refreshTokenTtl: number
  /** The product's name on every page (runtime setting `siteName`). */
  siteName: string
  /** Accounts one client address may create before it must wait (REGISTRATIONS_PER_ADDRESS, default 10). */
  registrationsPerAddress?: number
  /** How long, and how often, a just-rotated refresh token is still honoured (default 5 s, twice). */
  refreshTokenReuseGrace?: RefreshTokenReuseGrace
  /** How long a client may take to send a request (REQUEST_TIMEOUTS; tests shorten it). */
  requestTimeouts?: RequestTimeouts
}

export const DEFAULT_REFRESH_TOKEN_REUSE_GRACE: RefreshTokenReuseGrace = { seconds: 5, maxReuses: 2 }

export interface IdentityProvider {
  provider: Provider
  members: MemberStore
  /** Sign-in and registration throttles (in the database, shared by every process on it; bounded). */
  limits: AbuseLimits
  /** The public signing keys, for verifying access tokens without a network round trip. */
  publicKeys: JsonWebKeySet
  listen(port: number, host?: string): Promise<Server>
  close(): Promise<void>
}

/** Node's errors for a request it cut off (too slow to arrive: 408) or one the client abandoned. */
const CLIENT_GONE = new Set(['ERR_HTTP_REQUEST_TIMEOUT', 'ECONNRESET'])

/**
 * Koa logs every error a response ends with; one Node cut off for trickling, or a client that hung up, is the
 * client's doing, and a slow-body flood would otherwise write a stack trace per connection.
 */
function quietAboutClientsCutOff(provider: Provider): void {
  const log = provider.onerror.bind(provider)
  provider.onerror = (error: Error) => {
    if (CLIENT_GONE.has((error as NodeJS.ErrnoException).code ?? '')) return
    log(error)
  }
}

/** The OpenID Connect provider (R-CALL-9, R-DEMO): login and registration pages, members in SQLite. */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { db, issuer, appOrigin, dataDir, accessTokenTtl, refreshTokenTtl, siteName } = options
  const members = createMemberStore(db)
  await seedDemoMembers(members)
  const jwks = await loadOrCreateSigningKeys(dataDir)
  const publicKeys = publicKeySet(jwks)
  const pages = createPages({ siteName, appOrigin })
  const limits = createAbuseLimits({ db, registrationsPerAddress: options.registrationsPerAddress ?? 10 })
  const passwordStrength = createStrengthChecker()

  const provider = new Provider(issuer, providerConfiguration({
    db, members, issuer, appOrigin, jwks, cookieKeys: loadOrCreateCookieKeys(dataDir), accessTokenTtl, refreshTokenTtl, pages,
    refreshTokenReuseGrace: options.refreshTokenReuseGrace ?? DEFAULT_REFRESH_TOKEN_REUSE_GRACE,
  }))
  // X-Forwarded-* are never trusted (a client could forge its address or the issuer's host); the
  // request's origin is the configured issuer's, whatever Host says.
  provider.proxy = false
  quietAboutClientsCutOff(provider)
  pinRequestOrigin(provider, issuer)
  installSessionState(provider, refreshTokenTtl, { secure: cookieOptions(issuer).secure })
  const verify = createAccessTokenVerifier({ issuer, audience: API_AUDIENCE, jwksProvider: publicKeys })
  // Our routes run before the provider's router and pass everything else through; the headers come first
  // so that every answer carries them.
  provider.use(securityHeaders({ issuer, appOrigin }))
  provider.use(assetRoutes())
  provider.use(firstPartyOfflineAccess())
  provider.use(checkSessionRoute(appOrigin))
  provider.use(userinfoRoute({ members, verify, appOrigin }))
  provider.use(interactionRoutes({ provider, members, issuer, siteName, limits, pages }))
  provider.use(registrationRoutes({
    provider, members, issuer, appOrigin, siteName, limits, passwordStrength, sessionTtl: refreshTokenTtl, sessionCookie: cookieOptions(issuer),
  }))

  let server: Server | undefined
  return {
    provider,
    members,
    limits,
    publicKeys,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        // Koa's own listen, with Node's limits on how long a request may take to arrive (408 past them).
        const started = createServer(serverTimeouts(options.requestTimeouts ?? REQUEST_TIMEOUTS), provider.callback())
        started.listen(port, host, () => resolve(started))
        started.once('error', reject)
        server = started
      })
    },
    async close() {
      await passwordStrength.close()
      return new Promise((resolve, reject) => {
        if (!server) return resolve()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
        server = undefined
      })
    },
  }
}
