import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { createAccessTokenVerifier } from '../account/access-token.ts'
import { BROWSER_STATE_COOKIE, computeSessionState } from './session-management.ts'
import {
  APP_ORIGIN, authorizeUrl, Browser, CALLBACK, form, pkce, signIn, signInForTokens, startTestProvider, tokenRequest,
  type TestProvider, type TokenResponse,
} from './testing.ts'

let t: TestProvider

beforeAll(async () => {
  t = await startTestProvider()
})
afterAll(async () => {
  await t.cleanup()
})

describe('discovery', () => {
  it('advertises code + S256 only and every endpoint the app uses, including check_session_iframe', async () => {
    const response = await fetch(`${t.issuer}/.well-known/openid-configuration`)
    const metadata = (await response.json()) as Record<string, unknown>
    expect(metadata['issuer']).toBe(t.issuer)
    expect(metadata['response_types_supported']).toEqual(['code'])
    expect(metadata['code_challenge_methods_supported']).toEqual(['S256'])
    expect(metadata['grant_types_supported']).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']))
    expect(metadata['grant_types_supported']).not.toContain('implicit')
    for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint', 'revocation_endpoint', 'end_session_endpoint', 'check_session_iframe']) {
      expect(metadata[endpoint], endpoint).toMatch(new RegExp(`^${t.issuer}/`))
    }
    expect(metadata['claims_supported']).toContain('roles')
  })

  it('serves the check-session page, frameable only by the app, its one script allowed by hash', async () => {
    const response = await fetch(`${t.issuer}/session/check`)
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`frame-ancestors ${APP_ORIGIN};`)
    expect(policy).toMatch(/script-src 'sha256-[\w+/=]+';/)
    expect(policy).not.toContain('unsafe-inline')
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(await response.text()).toContain(BROWSER_STATE_COOKIE)
  })
})

describe('authorization code + PKCE', () => {
  let tokens: TokenResponse

  beforeAll(async () => {
    tokens = await signInForTokens(t.issuer, 'premium@example.com')
  })

  it('returns access, refresh and id tokens; the id token carries the profile and roles', () => {
    expect(tokens.token_type).toBe('Bearer')
    expect(tokens.refresh_token).toBeTruthy()
    expect(tokens.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'offline_access']))
    const idToken = decodeJwt(tokens.id_token ?? '')
    expect(idToken).toMatchObject({ aud: 'lamp-web', iss: t.issuer, email: 'premium@example.com', name: 'Grace Premium', given_name: 'Grace', family_name: 'Premium', roles: ['member', 'premium'], nonce: 'nonce-1' })
  })

  it('issues a JWT access token for lamp-api that verifies offline with the JWKS', async () => {
    const verify = createAccessTokenVerifier({ issuer: t.issuer, audience: 'lamp-api', jwksProvider: new URL(`${t.issuer}/jwks`) })
    const verified = await verify(tokens.access_token)
    expect(verified?.sub).toBe(decodeJwt(tokens.id_token ?? '').sub)
    expect(tokens.expires_in).toBe(3600)
  })

  it('answers userinfo for that access token, roles included', async () => {
    const response = await fetch(`${t.issuer}/userinfo`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })
    expect(await response.json()).toMatchObject({ email: 'premium@example.com', roles: ['member', 'premium'] })
    const refused = await fetch(`${t.issuer}/userinfo`, { headers: { Authorization: 'Bearer nope' } })
    expect(refused.status).toBe(401)
  })

  it('rotates refresh tokens: each refresh returns a new one that works (reuse: refresh-grace.test.ts)', async () => {
    const first = await signInForTokens(t.issuer)
    const refreshed = await tokenRequest(t.issuer, { grant_type: 'refresh_token', refresh_token: first.refresh_token ?? '' })
    expect(refreshed.status).toBe(200)
    const second = (await refreshed.json()) as TokenResponse
    expect(second.refresh_token).toBeTruthy()
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(decodeJwt(second.id_token ?? '')['roles']).toEqual(['member'])
    const next = await tokenRequest(t.issuer, { grant_type: 'refresh_token', refresh_token: second.refresh_token ?? '' })
    expect(next.status).toBe(200)
  })

  it('revokes a refresh token', async () => {
    const issued = await signInForTokens(t.issuer)
    const revoked = await fetch(`${t.issuer}/token/revocation`, form({ client_id: 'lamp-web', token: issued.refresh_token ?? '', token_type_hint: 'refresh_token' }))
    expect(revoked.status).toBe(200)
    const after = await tokenRequest(t.issuer, { grant_type: 'refresh_token', refresh_token: issued.refresh_token ?? '' })
    expect(after.status).toBe(400)
  })

  it('shows an error and issues no code for a wrong password', async () => {
    const { callback, response } = await signIn(t.issuer, 'demo@example.com', 'wrong password')
    expect(callback).toBeUndefined()
    expect(response.status).toBe(401)
    const html = await response.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('The email or password is incorrect.')
    expect(html).toContain('value="demo@example.com"')
  })

  it('refuses a code exchange without the right PKCE verifier', async () => {
    const { callback } = await signIn(t.issuer, 'demo@example.com', 'Psalm23!')
    const code = callback?.searchParams.get('code') ?? ''
    const response = await tokenRequest(t.issuer, { grant_type: 'authorization_code', code, code_verifier: pkce().verifier, redirect_uri: CALLBACK })
    expect(response.status).toBe(400)
  })

  it('tolerates the extra rsid parameter the app sends on every request', async () => {
    const browser = new Browser()
    const login = await browser.follow(authorizeUrl(t.issuer, pkce().challenge, { rsid: 'V123abcdefghijkl' }), t.issuer)
    expect(await login.response.text()).toContain('<h1>Sign in</h1>')
  })

  it('allows cross-origin token calls from the app only', async () => {
    const fromApp = await fetch(`${t.issuer}/token`, { ...form({ client_id: 'lamp-web', grant_type: 'refresh_token', refresh_token: 'x' }), headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: APP_ORIGIN } })
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    const foreign = await fetch(`${t.issuer}/token`, { ...form({ client_id: 'lamp-web', grant_type: 'refresh_token', refresh_token: 'x' }), headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses a redirect_uri outside the app', async () => {
    const { challenge } = pkce()
    const response = await fetch(authorizeUrl(t.issuer, challenge, { redirect_uri: 'https://evil.example/cb' }), { redirect: 'manual' })
    expect(response.status).toBe(400)
  })
})

describe('session management', () => {
  it('returns session_state that matches the browser-state cookie, and signs out with the app', async () => {
    const { browser, callback, verifier } = await signIn(t.issuer, 'demo@example.com', 'Psalm23!')
    const opbs = browser.cookies.get(BROWSER_STATE_COOKIE) ?? ''
    const sessionState = callback?.searchParams.get('session_state') ?? ''
    const salt = sessionState.split('.')[1] ?? ''
    expect(opbs).not.toBe('')
    expect(sessionState).toBe(computeSessionState('lamp-web', APP_ORIGIN, opbs, salt))
    const exchanged = await tokenRequest(t.issuer, { grant_type: 'authorization_code', code: callback?.searchParams.get('code') ?? '', code_verifier: verifier, redirect_uri: CALLBACK })
    const tokens = (await exchanged.json()) as TokenResponse

    // Silent renew (prompt=none) in the same browser succeeds without a page.
    const silent = await browser.follow(authorizeUrl(t.issuer, pkce().challenge, { prompt: 'none', redirect_uri: `${APP_ORIGIN}/auth/silent-callback` }), t.issuer)
    expect(new URL(silent.leftTo ?? '').searchParams.get('code')).toBeTruthy()

    // The app's own sign-out (with id_token_hint) confirms itself; the form still carries the xsrf token.
    const logout = await browser.fetch(`${t.issuer}/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token ?? '', post_logout_redirect_uri: `${APP_ORIGIN}/?action=logout`, state: 's' })}`)
    const page = await logout.text()
    expect(page).toMatch(/<script src="\/assets\/sign-out\.\w+\.js"><\/script>/)
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const confirmed = await browser.fetch(`${t.issuer}/session/end/confirm`, form({ xsrf, logout: 'yes' }))
    expect(confirmed.headers.get('location')).toBe(`${APP_ORIGIN}/?action=logout&state=s`)
    expect(browser.cookies.has(BROWSER_STATE_COOKIE)).toBe(false)

    // Signed out: a silent sign-in now reports login_required, and the refresh token died with the grant.
    const after = await browser.follow(authorizeUrl(t.issuer, pkce().challenge, { prompt: 'none' }), t.issuer)
    expect(new URL(after.leftTo ?? '').searchParams.get('error')).toBe('login_required')
    const refresh = await tokenRequest(t.issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' })
    expect(refresh.status).toBe(400)
  })

  it('asks before signing out when the request does not come from the app', async () => {
    const { browser } = await signIn(t.issuer, 'demo@example.com', 'Psalm23!')
    const page = await (await browser.fetch(`${t.issuer}/session/end`)).text()
    expect(page).toContain('Sign out of Lamp?')
    expect(page).not.toContain('sign-out.')
  })
})

describe('persistence across restarts', () => {
  it('keeps the signing key (same kid) and honours refresh tokens issued before the restart', async () => {
    const first = await startTestProvider()
    const tokens = await signInForTokens(first.issuer)
    const kid = decodeProtectedHeader(tokens.access_token).kid
    await first.stop()

    const second = await startTestProvider({ dataDir: first.dataDir })
    try {
      const jwks = (await (await fetch(`${second.issuer}/jwks`)).json()) as { keys: Array<{ kid: string; d?: string }> }
      expect(jwks.keys.map((key) => key.kid)).toEqual([kid])
      expect(jwks.keys[0]?.d).toBeUndefined()
      // The issuer changes with the random port, so only the stored grant and token are under test here.
      const refreshed = await tokenRequest(second.issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' })
      expect(refreshed.status).toBe(200)
    } finally {
      await second.cleanup()
    }
  })
})

describe('a second browser', () => {
  it('has no session of its own', async () => {
    const browser = new Browser()
    const result = await browser.follow(authorizeUrl(t.issuer, pkce().challenge, { prompt: 'none' }), t.issuer)
    expect(new URL(result.leftTo ?? '').searchParams.get('error')).toBe('login_required')
  })
})
