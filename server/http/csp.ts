import type { PublicSettings } from '../settings.ts'

/** Google Tag Manager and what its container talks to: allowed only when a GTM id is configured. */
const TAG_MANAGER_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com']

/** The origin of an absolute http(s) URL; null for a same-origin path ('' or '/x') or anything else. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const present = (values: ReadonlyArray<string | null | false>): string[] => [...new Set(values.filter((value): value is string => Boolean(value)))]

export interface CspOptions {
  /** This response's nonce: the router's hydration scripts and the colour-mode script carry it. */
  nonce: string
  /** Vite's dev server: hot reload needs its websocket. */
  dev?: boolean
  /** The auth callback pages oidc-client-ts loads into its own hidden iframe: the app may frame them, nobody else. */
  frameableBySelf?: boolean
}

/**
 * The Content-Security-Policy of every HTML page. No inline script runs without this response's nonce (the
 * settings travel as JSON data); the page may connect only to itself, its API, the identity provider, the
 * lead-pathing service and, when configured, the tag manager and the ad origin; nothing may embed it unless a
 * parent origin is configured (the ad partner's frame).
 */
export function contentSecurityPolicy(settings: PublicSettings, { nonce, dev = false, frameableBySelf = false }: CspOptions): string {
  const identity = originOf(settings.oidc.authority)
  const ads = settings.enableAds ? originOf(settings.adScriptBase) : null
  const tagManager = settings.gtmId ? TAG_MANAGER_ORIGINS : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', present(["'self'", `'nonce-${nonce}'`, ads, ...tagManager])],
    // Styles may be inline (components and ad partners set style attributes); scripts may not.
    ['style-src', present(["'self'", "'unsafe-inline'", ads])],
    ['img-src', present(["'self'", 'data:', ads, ...tagManager])],
    ['font-src', ["'self'"]],
    ['connect-src', present(["'self'", originOf(settings.apiBase), identity, originOf(settings.leadPathingBase), ads, ...tagManager, dev && 'ws:'])],
    // The provider's check-session and silent-renew frames.
    ['frame-src', present(["'self'", identity, ads])],
    ['form-action', present(["'self'", identity])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', present([frameableBySelf && "'self'", settings.parentOrigin]).length > 0 ? present([frameableBySelf && "'self'", settings.parentOrigin]) : ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}
