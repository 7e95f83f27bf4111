import { createHash, randomBytes } from 'node:crypto'
import type { Middleware } from 'koa'
import type Provider from 'oidc-provider'
import type { KoaContextWithOIDC } from 'oidc-provider'
import { contentSecurityPolicy, scriptHash } from './security-headers.ts'

/**
 * OpenID Connect Session Management 1.0, which node-oidc-provider dropped in v8 (v9 has no
 * features.sessionManagement). The OP browser state is a non-HttpOnly cookie on the provider's origin
 * that changes on every sign-in and is removed on sign-out; the check_session_iframe page reads it and
 * answers the RP's postMessage with "changed" / "unchanged" / "error".
 */
export const CHECK_SESSION_PATH = '/session/check'
export const BROWSER_STATE_COOKIE = 'lamp_op_browser_state'

function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** session_state = sha256(client_id + " " + origin + " " + opbs + " " + salt) + "." + salt (OpenID Connect Session Management 1.0, section 3). */
export function computeSessionState(clientId: string, origin: string, browserState: string, salt: string): string {
  return `${sha256Hex(`${clientId} ${origin} ${browserState} ${salt}`)}.${salt}`
}

/** Adds session_state to successful authorization responses and keeps the browser-state cookie current. */
export function installSessionState(provider: Provider, sessionTtlSeconds: number, { secure }: { secure: boolean }): void {
  provider.on('authorization.success', (ctx: KoaContextWithOIDC, response?: Record<string, unknown>) => {
    const { session, params, client } = ctx.oidc
    const redirectUri = params?.['redirect_uri']
    if (!response || !session?.accountId || !client || typeof redirectUri !== 'string') return
    // Hash of the session's uid, account and login time: changes with each sign-in, reveals nothing usable.
    const browserState = sha256Hex(`${session.uid} ${session.accountId} ${session.loginTs ?? ''}`).slice(0, 32)
    ctx.cookies.set(BROWSER_STATE_COOKIE, browserState, {
      httpOnly: false, sameSite: 'lax', secure, path: '/', signed: false, overwrite: true, maxAge: sessionTtlSeconds * 1000,
    })
    // The emitter passes the response object that is sent right after: adding to it is how it reaches the RP.
    response['session_state'] = computeSessionState(client.clientId, new URL(redirectUri).origin, browserState, randomBytes(8).toString('hex'))
  })
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    ctx.cookies.set(BROWSER_STATE_COOKIE, null, { httpOnly: false, secure, path: '/', signed: false, overwrite: true })
  })
}

function checkSessionScript(allowedOrigin: string): string {
  // Runs in the RP's hidden iframe; recomputes session_state from the cookie and compares.
  return `
(function () {
  var allowedOrigin = ${JSON.stringify(allowedOrigin)};
  function browserState() {
    var match = document.cookie.match(/(?:^|;\\s*)${BROWSER_STATE_COOKIE}=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : '';
  }
  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== allowedOrigin || typeof event.data !== 'string') return;
    var parts = event.data.split(' ');
    var clientId = parts[0], sessionState = parts[1] || '';
    var salt = sessionState.split('.')[1];
    if (!clientId || !salt) { event.source.postMessage('error', event.origin); return; }
    var input = new TextEncoder().encode(clientId + ' ' + event.origin + ' ' + browserState() + ' ' + salt);
    crypto.subtle.digest('SHA-256', input).then(function (digest) {
      event.source.postMessage(hex(digest) + '.' + salt === sessionState ? 'unchanged' : 'changed', event.origin);
    }, function () { event.source.postMessage('error', event.origin); });
  });
})();
`
}

/**
 * Serves the check_session_iframe page; only the app's origin may frame it. Its one script is fixed, so
 * the policy allows exactly that script by its hash and nothing else.
 */
export function checkSessionRoute(appOrigin: string): Middleware {
  const script = checkSessionScript(appOrigin)
  const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>check session</title></head><body><script>${script}</script></body></html>`
  const policy = contentSecurityPolicy(appOrigin, appOrigin, scriptHash(script))
  return async (ctx, next) => {
    if (ctx.path !== CHECK_SESSION_PATH || ctx.method !== 'GET') return next()
    ctx.type = 'html'
    ctx.set('Content-Security-Policy', policy)
    ctx.remove('X-Frame-Options')
    ctx.set('Cache-Control', 'no-store')
    ctx.body = page
  }
}
