import type { Middleware } from 'koa'
import { CLIENT_ID } from './client.ts'

/**
 * OIDC Core §11 (and node-oidc-provider with it) drops `offline_access` unless the request says
 * prompt=consent. Lamp's own app asks for offline_access on every sign-in and should get a refresh token
 * without showing a consent screen, so for that client a sign-in that does not name a prompt is treated
 * as prompt=consent; the interaction then grants consent automatically (./interactions.ts). A request that
 * names a prompt (prompt=none for silent renew, prompt=login) is left exactly as it is.
 */
export function firstPartyOfflineAccess(authorizationPath = '/auth'): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === authorizationPath) {
      const params = new URLSearchParams(ctx.querystring)
      const scopes = (params.get('scope') ?? '').split(' ')
      if (params.get('client_id') === CLIENT_ID && scopes.includes('offline_access') && !params.has('prompt')) {
        params.set('prompt', 'consent')
        ctx.querystring = params.toString()
      }
    }
    return next()
  }
}
