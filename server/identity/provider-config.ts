import type { Database } from 'better-sqlite3'
import { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import { memberClaims, SCOPE_CLAIMS } from './claims.ts'
import { CLIENT_ID } from './client.ts'
import type { Pages } from './pages.ts'
import type { JsonWebKeySet } from './keys.ts'
import type { MemberStore } from './members.ts'
import { CHECK_SESSION_PATH } from './session-management.ts'
import { createSqliteAdapter, type RefreshTokenReuseGrace } from './sqlite-adapter.ts'
import { USERINFO_PATH } from './userinfo.ts'

/** Resource indicator of the account API; its access tokens carry `aud: lamp-api`. */
export const API_RESOURCE = 'urn:lamp-api'
export const API_AUDIENCE = 'lamp-api'
const SCOPES = 'openid profile email offline_access'

export interface ProviderConfigInput {
  db: Database
  members: MemberStore
  issuer: string
  appOrigin: string
  jwks: JsonWebKeySet
  cookieKeys: string[]
  accessTokenTtl: number
  refreshTokenTtl: number
  refreshTokenReuseGrace: RefreshTokenReuseGrace
  pages: Pages
}

/**
 * The provider's cookies: HttpOnly, SameSite=Lax (first-party only), and Secure whenever the issuer is
 * https (TLS may end at a proxy: ./request-origin.ts makes the request count as https all the same).
 */
export function cookieOptions(issuer: string): { httpOnly: true; sameSite: 'lax'; secure: boolean } {
  return { httpOnly: true, sameSite: 'lax', secure: new URL(issuer).protocol === 'https:' }
}

export function providerConfiguration(input: ProviderConfigInput): Configuration {
  const { db, members, issuer, appOrigin, jwks, cookieKeys, accessTokenTtl, refreshTokenTtl, refreshTokenReuseGrace, pages } = input
  return {
    adapter: createSqliteAdapter(db, refreshTokenReuseGrace),
    jwks: jwks as Configuration['jwks'],
    cookies: { keys: cookieKeys, long: cookieOptions(issuer), short: cookieOptions(issuer) },
    clients: [{
      client_id: CLIENT_ID,
      client_name: 'Lamp',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // All on the app's origin: the one origin a ReturnUrl or a "Back" link may lead to (./registration.ts).
      redirect_uris: ['/auth/callback', '/auth/silent-callback', '/auth/popup-callback'].map((path) => appOrigin + path),
      // The popup callback page also ends silent (iframe) sign-outs: oidc-client-ts sends both there.
      post_logout_redirect_uris: [`${appOrigin}/?action=logout`, `${appOrigin}/`, `${appOrigin}/auth/popup-callback`],
      scope: SCOPES,
    }],
    clientBasedCORS: (_ctx, origin, client) => client.clientId === CLIENT_ID && origin === appOrigin,
    scopes: SCOPES.split(' '),
    responseTypes: ['code'],
    claims: { ...SCOPE_CLAIMS },
    // Every token for the first-party client is granted without a consent page (see loadExistingGrant).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { session, client, provider } = ctx.oidc
      if (!session?.accountId || !client) return undefined
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      const existing = grantId ? await provider.Grant.find(grantId) : undefined
      if (existing && existing.accountId === session.accountId) return existing
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope(SCOPES)
      grant.addResourceScope(API_RESOURCE, SCOPES)
      await grant.save()
      return grant
    },
    findAccount: (_ctx, sub) => {
      const member = members.findById(sub)
      if (!member) return undefined
      return { accountId: member.id, claims: (_use, scope) => memberClaims(member, new Set(scope.split(' '))) }
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only its own tokens.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      // Replaced by ./userinfo.ts: the built-in endpoint rejects access tokens that have an audience.
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: pages.logout, postLogoutSuccessSource: pages.signedOut },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        // Refresh and code exchanges without a resource parameter still get a JWT for the API.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget()
          return { scope: SCOPES, audience: API_AUDIENCE, accessTokenTTL: accessTokenTtl, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } }
        },
      },
    },
    // Session Management 1.0 (./session-management.ts) and our userinfo, advertised beside the built-in metadata.
    discovery: {
      check_session_iframe: issuer + CHECK_SESSION_PATH,
      userinfo_endpoint: issuer + USERINFO_PATH,
    },
    // Every refresh rotates the refresh token (a public client's tokens must be); a rotated one is honoured
    // again only within a few seconds (refreshTokenReuseGrace, decision 0022), else the grant is revoked.
    rotateRefreshToken: true,
    // Tokens live no longer than the sign-in at the provider: signing out there (or the session expiring)
    // also ends the app's refresh tokens, even with offline_access (a shared computer must really sign out).
    expiresWithSession: () => true,
    ttl: {
      AccessToken: accessTokenTtl,
      IdToken: accessTokenTtl,
      RefreshToken: refreshTokenTtl,
      Grant: refreshTokenTtl,
      Session: refreshTokenTtl,
      AuthorizationCode: 60,
      Interaction: 3600,
    },
    renderError: pages.error,
  }
}
