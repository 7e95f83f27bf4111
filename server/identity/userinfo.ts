import type { Middleware } from 'koa'
import type { AccessTokenVerifier } from '../account/access-token.ts'
import { memberClaims } from './claims.ts'
import type { MemberStore } from './members.ts'

export const USERINFO_PATH = '/userinfo'

/**
 * UserInfo for the JWT access tokens this provider issues. oidc-provider's own endpoint refuses any access
 * token that has an audience (ours are for `lamp-api`), so it is turned off and this one is advertised
 * instead: the same token works for the account API and for userinfo.
 */
export function userinfoRoute(options: { members: MemberStore; verify: AccessTokenVerifier; appOrigin: string }): Middleware {
  const { members, verify, appOrigin } = options
  return async (ctx, next) => {
    if (ctx.path !== USERINFO_PATH) return next()
    if (ctx.get('Origin') === appOrigin) {
      ctx.set('Access-Control-Allow-Origin', appOrigin)
      ctx.set('Vary', 'Origin')
    }
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST')
      ctx.set('Access-Control-Allow-Headers', 'Authorization')
      ctx.status = 204
      return
    }
    if (ctx.method !== 'GET' && ctx.method !== 'POST') return ctx.throw(405)
    ctx.set('Cache-Control', 'no-store')
    const token = /^Bearer (\S+)$/i.exec(ctx.get('Authorization'))?.[1]
    const verified = token ? await verify(token) : undefined
    const member = verified && members.findById(verified.sub)
    if (!verified || !member) {
      ctx.status = 401
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"')
      ctx.body = { error: 'invalid_token', error_description: 'invalid or expired access token' }
      return
    }
    ctx.body = memberClaims(member, verified.scopes)
  }
}
