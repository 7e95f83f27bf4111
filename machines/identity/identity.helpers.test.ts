import { describe, expect, it } from 'vitest'
import {
  errorCode,
  hasLiveToken,
  isAnonymousSessionError,
  isRenewTimeout,
  isShortLived,
  isSignInCancelled,
  nextTokenCheckMs,
  safeReturnPath,
  summarizeUser,
  tokenDue,
  welcomeNotification,
} from './identity.helpers.ts'
import { PROVIDER_UNREACHABLE_ERROR, type OidcUser } from './identity.types.ts'

// The identity machine's rules as the routes, the API client and the machine read them: what oidc-client-ts and the
// provider hand over arrives in many shapes (errors as objects, strings or nothing; roles as a string or a list).

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash, resolved as the browser reads it', () => {
    expect(safeReturnPath('/verses/hope?x=1#v2')).toBe('/verses/hope?x=1#v2')
    expect(safeReturnPath('/a/../my-profile')).toBe('/my-profile')
    // A space is not a control character: the path is kept (encoded as the address bar shows it).
    expect(safeReturnPath('/a b')).toBe('/a%20b')
  })

  it('sends anything that could leave the site to /', () => {
    // `/\\evil.example/steal` resolves to a path on another host, not to `/steal` here.
    for (const value of [undefined, null, 42, '', 'verses', 'https://evil.example', '//evil.example', '/\\evil.example', '/\\evil.example/steal', '/a/..//evil.example']) {
      expect(safeReturnPath(value), String(value)).toBe('/')
    }
  })

  it('refuses control characters, which URL parsers strip (`/\\t/evil` would become `//evil`)', () => {
    for (const value of ['/\t/evil.example', '/x\u001f', '/x\u007f', '/\u0000']) expect(safeReturnPath(value), JSON.stringify(value)).toBe('/')
  })
})

describe('errorCode', () => {
  it('prefers the OIDC error code, then the message, then the text itself', () => {
    expect(errorCode({ error: 'invalid_grant', message: 'grant refused' })).toBe('invalid_grant')
    expect(errorCode({ message: 'grant refused' })).toBe('grant refused')
    expect(errorCode(new Error('network down'))).toBe('network down')
    expect(errorCode('login_required')).toBe('login_required')
  })

  it('answers unknown_error for shapes that say nothing', () => {
    for (const value of [null, undefined, 7, {}, { error: 42 }, { message: null }]) expect(errorCode(value), JSON.stringify(value)).toBe('unknown_error')
  })

  it('skips a field that is not text and reads the next', () => {
    expect(errorCode({ error: 42, message: 'grant refused' })).toBe('grant refused')
  })

  it('names a provider that did not answer provider_unreachable, in every runtime’s words', () => {
    const unreachable = [
      new TypeError('Failed to fetch'), new TypeError('NetworkError when attempting to fetch resource.'), new TypeError('Load failed'),
      new TypeError('fetch failed'),
      // oidc-client-ts's own timeout on its requests, and a gateway standing in for the provider.
      Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' }), new Error('Bad Gateway (502)'), new Error('Service Unavailable (503)'),
    ]
    for (const error of unreachable) expect(errorCode(error), error.message).toBe(PROVIDER_UNREACHABLE_ERROR)
  })

  it('keeps the provider’s own answers, and other timeouts, as they are', () => {
    expect(errorCode({ error: 'invalid_grant', message: 'Failed to fetch' })).toBe('invalid_grant')
    expect(errorCode(Object.assign(new Error('IFrame timed out without a response'), { name: 'ErrorTimeout' }))).toBe('IFrame timed out without a response')
    expect(errorCode(new Error('Internal Server Error (500)'))).toBe('Internal Server Error (500)')
  })
})

describe('isAnonymousSessionError', () => {
  it('recognises "nobody is signed in at the provider", as an object or a string', () => {
    for (const code of ['login_required', 'consent_required', 'interaction_required', 'account_selection_required']) {
      expect(isAnonymousSessionError({ error: code }), code).toBe(true)
      expect(isAnonymousSessionError(code), code).toBe(true)
    }
  })

  it('does not take a failure for an anonymous answer', () => {
    for (const value of [{ error: 'server_error' }, 'server_error', { message: 'login_required' }, null, undefined, 3, {}]) {
      expect(isAnonymousSessionError(value), JSON.stringify(value)).toBe(false)
    }
  })
})

describe('isSignInCancelled', () => {
  it('is the provider\'s access_denied, and nothing else', () => {
    expect(isSignInCancelled({ error: 'access_denied' })).toBe(true)
    expect(isSignInCancelled('access_denied')).toBe(false)
    expect(isSignInCancelled({ error: 'invalid_grant' })).toBe(false)
    expect(isSignInCancelled({ message: 'access_denied' })).toBe(false)
    expect(isSignInCancelled(null)).toBe(false)
  })
})

describe('isRenewTimeout', () => {
  it('recognises oidc-client-ts timeouts by name, code, message or text', () => {
    expect(isRenewTimeout({ name: 'ErrorTimeout', message: 'IFrame timed out without a response' })).toBe(true)
    expect(isRenewTimeout({ name: 'ErrorTimeout' })).toBe(true)
    expect(isRenewTimeout({ message: 'Frame window timed out' })).toBe(true)
    expect(isRenewTimeout({ error: 'request_timeout' })).toBe(true)
    expect(isRenewTimeout('Timeout')).toBe(true)
  })

  it('does not retry other failures', () => {
    for (const value of [{ name: 'ErrorResponse', error: 'invalid_grant', message: 'grant refused' }, 'invalid_grant', null, undefined, 5, {}]) {
      expect(isRenewTimeout(value), JSON.stringify(value)).toBe(false)
    }
  })

  it('does not join words across fields into a timeout', () => {
    expect(isRenewTimeout({ name: 'time', message: 'out' })).toBe(false)
    expect(isRenewTimeout({ name: 'timed', message: 'out' })).toBe(true)
  })
})

describe('summarizeUser', () => {
  const user = (profile: Record<string, unknown>): OidcUser => ({ access_token: 'token', profile: { sub: 'member-1', ...profile } })

  it('keeps who the member is, an empty name or email as none', () => {
    expect(summarizeUser(user({ name: 'Ruth Moab', email: 'ruth@example.com', roles: ['premium'] })))
      .toEqual({ sub: 'member-1', name: 'Ruth Moab', email: 'ruth@example.com', roles: ['premium'] })
    expect(summarizeUser(user({ name: '', email: '' }))).toEqual({ sub: 'member-1', name: null, email: null, roles: [] })
  })

  it('reads roles as a single string or a list, keeping only non-empty text', () => {
    expect(summarizeUser(user({ roles: 'premium' })).roles).toEqual(['premium'])
    expect(summarizeUser(user({ roles: '' })).roles).toEqual([])
    expect(summarizeUser(user({ roles: ['premium', '', 3, null, 'staff'] })).roles).toEqual(['premium', 'staff'])
    expect(summarizeUser(user({ roles: { premium: true } })).roles).toEqual([])
  })
})

describe('welcomeNotification', () => {
  it('greets a member by name, else with the site', () => {
    expect(welcomeNotification({ sub: 's', name: 'Ruth', email: null, roles: [] })).toEqual({ id: 'welcome.named', values: { name: 'Ruth' } })
    expect(welcomeNotification({ sub: 's', name: null, email: 'r@example.com', roles: [] })).toEqual({ id: 'welcome.site' })
    expect(welcomeNotification(null)).toEqual({ id: 'welcome.site' })
  })
})

describe('token times', () => {
  const expiresAt = 1_000_000 // seconds
  const at = (seconds: number) => seconds * 1000

  it('a token is live until its expiry second, and a token without expiry always', () => {
    const user = { access_token: 't', expires_at: expiresAt, profile: { sub: 's' } }
    expect(hasLiveToken(user, at(expiresAt) - 1)).toBe(true)
    expect(hasLiveToken(user, at(expiresAt))).toBe(false)
    expect(hasLiveToken({ access_token: 't', profile: { sub: 's' } }, at(expiresAt) * 10)).toBe(true)
  })

  it('a token arriving with 120 s or less to live is short-lived', () => {
    expect(isShortLived(expiresAt, at(expiresAt - 120))).toBe(true)
    expect(isShortLived(expiresAt, at(expiresAt - 120) - 1)).toBe(false)
  })

  it('a long-lived token is due for renewal 60 s before expiry, and expired 1 s after', () => {
    const clock = { expiresAt, shortLived: false }
    expect(tokenDue(clock, at(expiresAt - 60) - 1)).toBeNull()
    expect(tokenDue(clock, at(expiresAt - 60))).toBe('expiring')
    expect(tokenDue(clock, at(expiresAt + 1) - 1)).toBe('expiring')
    expect(tokenDue(clock, at(expiresAt + 1))).toBe('expired')
    expect(tokenDue({ expiresAt: null, shortLived: false }, at(expiresAt + 100))).toBeNull()
  })

  it('a short-lived token is never "expiring": it is refreshed 1 s after expiry', () => {
    const clock = { expiresAt, shortLived: true }
    expect(tokenDue(clock, at(expiresAt))).toBeNull()
    expect(tokenDue(clock, at(expiresAt + 1))).toBe('expired')
  })

  it('checks again within 5 s, and never after the next deadline', () => {
    const long = { expiresAt, shortLived: false }
    expect(nextTokenCheckMs({ expiresAt: null, shortLived: false }, 0)).toBe(5_000)
    expect(nextTokenCheckMs(long, at(expiresAt - 600))).toBe(5_000)
    expect(nextTokenCheckMs(long, at(expiresAt - 62))).toBe(2_000)
    // At the renewal point itself the next deadline is the expiry, a minute away.
    expect(nextTokenCheckMs(long, at(expiresAt - 60))).toBe(5_000)
    expect(nextTokenCheckMs(long, at(expiresAt - 3))).toBe(4_000)
    expect(nextTokenCheckMs(long, at(expiresAt + 1))).toBe(0)
    expect(nextTokenCheckMs({ expiresAt, shortLived: true }, at(expiresAt - 62))).toBe(5_000)
    expect(nextTokenCheckMs({ expiresAt, shortLived: true }, at(expiresAt - 2))).toBe(3_000)
  })
})
