import type Koa from 'koa'

/**
 * Makes every request of this app look as if it came to the configured issuer: `ctx.protocol`,
 * `ctx.host`, `ctx.origin` and `ctx.href` follow the issuer, never the Host header or an absolute
 * request-target (`GET http://evil.example/...`). node-oidc-provider builds its absolute URLs (discovery,
 * redirects to its own endpoints) from `ctx.href`, so they always name the real issuer. An https issuer
 * also makes `ctx.secure` true, which is what lets Koa and the provider send Secure cookies when TLS ends
 * at a proxy in front of this server (X-Forwarded-* headers stay untrusted: `provider.proxy` is false).
 */
export function pinRequestOrigin(app: Koa, issuer: string): void {
  const { protocol, host, origin } = new URL(issuer)
  Object.defineProperties(app.request, {
    protocol: { get: () => protocol.slice(0, -1), configurable: true },
    host: { get: () => host, configurable: true },
    href: {
      get(this: Koa.Request) {
        const target = new URL(this.originalUrl, origin)
        return origin + target.pathname + target.search
      },
      configurable: true,
    },
  })
}
