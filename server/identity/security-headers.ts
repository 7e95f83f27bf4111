import { createHash } from 'node:crypto'
import type { Context, Middleware } from 'koa'

/** node-oidc-provider's default routes that the app legitimately loads in a hidden iframe. */
export const AUTHORIZATION_PATH = '/auth'
export const END_SESSION_PATH = '/session/end'

/**
 * The provider's pages: no inline script or style (they are files under /assets, or a hash that
 * node-oidc-provider adds for its own auto-submit pages), forms only to this provider or the app (a
 * sign-in's form post ends in a redirect to the app), nothing else loaded from anywhere.
 */
export function contentSecurityPolicy(appOrigin: string, frameAncestors: string, scriptSrc = "'self'"): string {
  return [
    "default-src 'none'",
    `script-src ${scriptSrc}`,
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${appOrigin}`,
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
  ].join('; ')
}

/** `'sha256-…'` of an inline script, for a page whose script is fixed (the check-session iframe). */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

/**
 * Headers on every provider response (decision 0021). Pages may not be framed (CSP frame-ancestors and
 * X-Frame-Options), except the two the app frames itself: the authorization endpoint (silent renew with
 * prompt=none) and end-session when it signs out without asking (the app's hidden sign-out frame);
 * those allow the app's origin only. The check-session page sets its own policy (./session-management.ts).
 */
export function securityHeaders({ issuer, appOrigin }: { issuer: string; appOrigin: string }): Middleware {
  const https = new URL(issuer).protocol === 'https:'
  return async (ctx, next) => {
    const frameable = ctx.path === AUTHORIZATION_PATH || ctx.path === END_SESSION_PATH
    ctx.set('X-Content-Type-Options', 'nosniff')
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    ctx.set('Content-Security-Policy', contentSecurityPolicy(appOrigin, frameable ? appOrigin : "'none'"))
    if (!frameable) ctx.set('X-Frame-Options', 'DENY')
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000')
    try {
      await next()
    } catch (error) {
      // Koa's own error answer drops every header set so far; a client error is answered here instead.
      if (!isClientError(error)) throw error
      ctx.status = error.status
      ctx.type = 'text'
      ctx.body = error.message
    }
  }
}

/** For a page that must never be framed, even on a route the app may frame (sign-out's question). */
export function denyFraming(ctx: Context): void {
  const policy = ctx.response.get('Content-Security-Policy')
  ctx.set('Content-Security-Policy', policy.replace(/frame-ancestors [^;]+/, "frame-ancestors 'none'"))
  ctx.set('X-Frame-Options', 'DENY')
}

function isClientError(error: unknown): error is { status: number; message: string } {
  if (typeof error !== 'object' || error === null) return false
  const { status, expose } = error as { status?: unknown; expose?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true
}
