import { describe, expect, it } from 'vitest'
import { readSettings } from '../settings.ts'
import { contentSecurityPolicy, originOf } from './csp.ts'

const directives = (policy: string) => new Map(policy.split('; ').map((part) => {
  const [name = '', ...values] = part.split(' ')
  return [name, values] as const
}))

describe('the Content-Security-Policy of pages', () => {
  it('runs only same-origin scripts and the ones carrying this response nonce; no plugins, no <base>', () => {
    const policy = directives(contentSecurityPolicy(readSettings({ IDP_PORT: '4001' }), { nonce: 'abc' }))
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('connects only to the app, the identity provider and the lead-pathing base; the tag manager and ads only when configured', () => {
    const plain = directives(contentSecurityPolicy(readSettings({ LAMP_OIDC_AUTHORITY: 'https://id.example.org', LAMP_LEAD_PATHING_BASE: 'https://leads.example.org/lp' }), { nonce: 'n' }))
    expect(plain.get('connect-src')).toEqual(["'self'", 'https://id.example.org', 'https://leads.example.org'])
    expect(plain.get('script-src')?.some((value) => value.includes('googletagmanager'))).toBe(false)
    const full = directives(contentSecurityPolicy(readSettings({
      LAMP_OIDC_AUTHORITY: 'https://id.example.org', LAMP_GTM_ID: 'GTM-ABC123', LAMP_ENABLE_ADS: 'true', LAMP_AD_SCRIPT_BASE: 'https://ads.example.net/v1',
    }), { nonce: 'n' }))
    expect(full.get('connect-src')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://ads.example.net']))
    expect(full.get('script-src')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://ads.example.net']))
  })

  it('lets only the configured parent origin frame the app, and the app its own auth callback frames', () => {
    const policy = directives(contentSecurityPolicy(readSettings({ LAMP_PARENT_ORIGIN: 'https://partner.example' }), { nonce: 'n' }))
    expect(policy.get('frame-ancestors')).toEqual(['https://partner.example'])
    const callback = directives(contentSecurityPolicy(readSettings({}), { nonce: 'n', frameableBySelf: true }))
    expect(callback.get('frame-ancestors')).toEqual(["'self'"])
  })

  it('is the whole policy, directive by directive, for a site with ads, a tag manager and its own services', () => {
    const settings = readSettings({
      LAMP_OIDC_AUTHORITY: 'https://id.example.org/oidc', LAMP_API_BASE: 'https://api.example.org/v2',
      LAMP_LEAD_PATHING_BASE: 'https://leads.example.org/lp', LAMP_GTM_ID: 'GTM-ABC123', LAMP_ENABLE_ADS: 'true',
      LAMP_AD_SCRIPT_BASE: 'https://ads.example.net/v1',
    })
    const gtm = 'https://www.googletagmanager.com https://www.google-analytics.com https://*.google-analytics.com'
    expect(contentSecurityPolicy(settings, { nonce: 'n1' }).split('; ')).toEqual([
      "default-src 'self'",
      `script-src 'self' 'nonce-n1' https://ads.example.net ${gtm}`,
      "style-src 'self' 'unsafe-inline' https://ads.example.net",
      `img-src 'self' data: https://ads.example.net ${gtm}`,
      "font-src 'self'",
      `connect-src 'self' https://api.example.org https://id.example.org https://leads.example.org https://ads.example.net ${gtm}`,
      "frame-src 'self' https://id.example.org https://ads.example.net",
      "form-action 'self' https://id.example.org",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ])
  })

  it("lets Vite's dev server reach its websocket, and only there", () => {
    const settings = readSettings({})
    expect(directives(contentSecurityPolicy(settings, { nonce: 'n', dev: true })).get('connect-src')).toContain('ws:')
    expect(directives(contentSecurityPolicy(settings, { nonce: 'n' })).get('connect-src')).not.toContain('ws:')
  })
})

describe('originOf', () => {
  it('gives the origin of absolute http(s) addresses only', () => {
    expect(originOf('HTTPS://Example.org:8443/a?b')).toBe('https://example.org:8443')
    expect(originOf('http://example.org')).toBe('http://example.org')
    expect(originOf('/api')).toBeNull()
    expect(originOf('')).toBeNull()
    expect(originOf('ftp://example.org')).toBeNull()
    expect(originOf('see https://example.org')).toBeNull()
    expect(originOf('git+https://example.org')).toBeNull()
    expect(originOf('https://')).toBeNull()
  })
})
