import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN, authorizeUrl, Browser, form, pkce, startTestProvider, type TestProvider } from './testing.ts'

/** A raw request, so that Host and the request-target can be anything a client sends. */
function rawGet(url: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, headers, method: 'GET' }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => { body += chunk })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

const ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint', 'revocation_endpoint', 'end_session_endpoint', 'check_session_iframe']

describe('absolute URLs come from the configured issuer, never from the request', () => {
  let t: TestProvider
  beforeAll(async () => {
    t = await startTestProvider()
  })
  afterAll(async () => {
    await t.cleanup()
  })

  for (const [name, path, headers] of [
    ['a forged Host header', '/.well-known/openid-configuration', { Host: 'evil.example:8443' }],
    ['an absolute request-target', 'http://evil.example/.well-known/openid-configuration', { Host: 'evil.example' }],
    ['X-Forwarded-Host and -Proto', '/.well-known/openid-configuration', { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }],
  ] as const) {
    it(`discovery ignores ${name}`, async () => {
      const { status, body } = await rawGet(t.url, path, headers)
      expect(status).toBe(200)
      const metadata = JSON.parse(body) as Record<string, string>
      expect(metadata['issuer']).toBe(t.issuer)
      for (const endpoint of ENDPOINTS) expect(metadata[endpoint], endpoint).toMatch(new RegExp(`^${t.issuer}/`))
      expect(body).not.toContain('evil.example')
    })
  }

  it('the sign-out form posts to the issuer, whatever Host says', async () => {
    const browser = new Browser()
    const login = await browser.follow(authorizeUrl(t.issuer, pkce().challenge), t.issuer)
    const action = /<form method="post" action="([^"]+)"/.exec(await login.response.text())?.[1] ?? ''
    await browser.follow(new URL(action, t.issuer).href, t.issuer, form({ email: 'demo@example.com', password: 'Psalm23!' }))
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const { body } = await rawGet(t.url, '/session/end', { Host: 'evil.example', Cookie: cookie })
    expect(body).toContain(`action="${t.issuer}/session/end/confirm"`)
    expect(body).not.toContain('evil.example')
  })
})

describe('cookies', () => {
  const secureCookies = (response: Response) => response.headers.getSetCookie().map((cookie) => [cookie.split('=')[0], /;\s*secure/i.test(cookie)] as const)

  it('are not Secure with an http issuer (a browser would drop them on plain http)', async () => {
    const t = await startTestProvider()
    try {
      const response = await fetch(authorizeUrl(t.issuer, pkce().challenge), { redirect: 'manual' })
      expect(secureCookies(response).length).toBeGreaterThan(0)
      expect(secureCookies(response).every(([, secure]) => !secure)).toBe(true)
      expect(response.headers.get('strict-transport-security')).toBeNull()
    } finally {
      await t.cleanup()
    }
  })

  describe('with an https issuer (TLS ending at a proxy in front of the provider)', () => {
    const issuer = 'https://id.lamp.test'
    let t: TestProvider
    // The provider names itself https://id.lamp.test; the test reaches it on its plain http port.
    const here = (url: string) => url.replace(issuer, '')
    beforeAll(async () => {
      t = await startTestProvider({ issuer, registrationsPerAddress: 1000 })
    })
    afterAll(async () => {
      await t.cleanup()
    })

    it('advertises https endpoints and asks browsers to stay on https', async () => {
      const response = await fetch(`${t.url}/.well-known/openid-configuration`)
      const metadata = (await response.json()) as Record<string, string>
      expect(metadata['token_endpoint']).toBe(`${issuer}/token`)
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000')
    })

    it('marks every cookie of a sign-in Secure: interaction, session and browser state', async () => {
      const browser = new Browser()
      const seen = new Map<string, boolean>()
      const step = async (url: string, init?: RequestInit) => {
        const response = await browser.fetch(`${t.url}${here(url)}`, init)
        for (const [name, secure] of secureCookies(response)) if (name) seen.set(name, secure)
        return response
      }
      const authorize = await step(authorizeUrl(issuer, pkce().challenge))
      const loginPage = await step(authorize.headers.get('location') ?? '')
      const action = /<form method="post" action="([^"]+)"/.exec(await loginPage.text())?.[1] ?? ''
      let response = await step(action, form({ email: 'demo@example.com', password: 'Psalm23!' }))
      while (response.status >= 300 && response.status < 400 && !(response.headers.get('location') ?? '').startsWith(APP_ORIGIN)) {
        response = await step(response.headers.get('location') ?? '')
      }
      expect(response.headers.get('location')).toMatch(new RegExp(`^${APP_ORIGIN}/auth/callback\\?code=`))
      expect([...seen.keys()]).toEqual(expect.arrayContaining(['_interaction', '_interaction_resume', '_session', 'lamp_op_browser_state']))
      for (const [name, secure] of seen) expect(secure, name).toBe(true)
    })

    it('marks the session cookie that registration sets Secure', async () => {
      const response = await fetch(`${t.url}/account/register?ReturnUrl=${encodeURIComponent(`${APP_ORIGIN}/`)}`, {
        ...form({ firstName: 'Ruth', lastName: 'Moab', email: 'secure-ruth@example.com', password: 'gleaning-barley' }), redirect: 'manual',
      })
      expect(response.status).toBe(303)
      const cookies = secureCookies(response)
      expect(cookies.map(([name]) => name)).toContain('_session')
      expect(cookies.every(([, secure]) => secure)).toBe(true)
    })
  })
})
