import type { Server } from 'node:http'
import type { Database } from 'better-sqlite3'
import Provider from 'oidc-provider'
import { createAccessTokenVerifier } from '../account/access-token.ts'
import { interactionRoutes } from './interactions.ts'
import { firstPartyOfflineAccess } from './offline-access.ts'
import { loadOrCreateCookieKeys, loadOrCreateSigningKeys, publicKeySet, type JsonWebKeySet } from './keys.ts'
import { createMemberStore, seedDemoMembers, type MemberStore } from './members.ts'
import { migrateIdentity } from './members-schema.ts'
import { API_AUDIENCE, providerConfiguration } from './provider-config.ts'
import { registrationRoutes } from './registration.ts'
import { checkSessionRoute, installSessionState } from './session-management.ts'
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
}

export interface IdentityProvider {
  provider: Provider
  members: MemberStore
  /** The public signing keys, for verifying access tokens without a network round trip. */
  publicKeys: JsonWebKeySet
  listen(port: number, host?: string): Promise<Server>
  close(): Promise<void>
}

/** The OpenID Connect provider of contracts.md §5: login and registration pages, members in SQLite. */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { db, issuer, appOrigin, dataDir, accessTokenTtl, refreshTokenTtl } = options
  migrateIdentity(db)
  const members = createMemberStore(db)
  await seedDemoMembers(members)
  const jwks = await loadOrCreateSigningKeys(dataDir)
  const publicKeys = publicKeySet(jwks)

  const provider = new Provider(issuer, providerConfiguration({
    db, members, issuer, appOrigin, jwks, cookieKeys: loadOrCreateCookieKeys(dataDir), accessTokenTtl, refreshTokenTtl,
  }))
  // Plain http behind no proxy in the reference setup; X-Forwarded-* must not be trusted.
  provider.proxy = false
  installSessionState(provider, refreshTokenTtl)
  const verify = createAccessTokenVerifier({ issuer, audience: API_AUDIENCE, jwksProvider: publicKeys })
  // Our routes run before the provider's router and pass everything else through.
  provider.use(firstPartyOfflineAccess())
  provider.use(checkSessionRoute(appOrigin))
  provider.use(userinfoRoute({ members, verify, appOrigin }))
  provider.use(interactionRoutes({ provider, members, issuer }))
  provider.use(registrationRoutes({ provider, members, issuer, appOrigin, sessionTtl: refreshTokenTtl }))

  let server: Server | undefined
  return {
    provider,
    members,
    publicKeys,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        const started = provider.listen(port, host, () => resolve(started))
        started.once('error', reject)
        server = started
      })
    },
    close() {
      return new Promise((resolve, reject) => {
        if (!server) return resolve()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
        server = undefined
      })
    },
  }
}
