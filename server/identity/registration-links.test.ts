import { describe, expect, it } from 'vitest'
import { afterRegistration, backFromRegistration, resolveReturnUrl, signInFromRegistration } from './registration.ts'

// Where the registration page's links and its redirect lead, as pure functions of ReturnUrl: into the app or the
// sign-in under way at this provider, and never anywhere else (an open redirect would send a new member to a
// look-alike site). registration.test.ts checks the same through the running provider.
const APP = 'https://lamp.example'
const ISSUER = 'https://id.lamp.example'
const resolve = (returnUrl: string | null) => resolveReturnUrl(returnUrl, APP, ISSUER)

describe('ReturnUrl', () => {
  it('a page of the app is kept with its query and hash', () => {
    const to = resolve('/es/my-profile?tab=favorites#saved')
    expect(to).toEqual({ kind: 'app', url: new URL(`${APP}/es/my-profile?tab=favorites#saved`) })
    expect(afterRegistration(to)).toBe(`${APP}/es/my-profile?tab=favorites&action=register#saved`)
    expect(backFromRegistration(to)).toBe(`${APP}/es/my-profile?tab=favorites#saved`)
    expect(signInFromRegistration(to, 'en')).toBe(`${APP}/auth/login?returnTo=%2Fes%2Fmy-profile%3Ftab%3Dfavorites%23saved`)
    expect(signInFromRegistration(to, 'es')).toBe(`${APP}/es/auth/login?returnTo=%2Fes%2Fmy-profile%3Ftab%3Dfavorites%23saved`)
  })

  it('none at all is the app’s home page', () => {
    expect(resolve(null)).toEqual({ kind: 'app', url: new URL(`${APP}/`) })
    expect(afterRegistration(resolve(null))).toBe(`${APP}/?action=register`)
  })

  it('the sign-in under way at this provider is continued, without its query, and Back ends it the standard way', () => {
    const to = resolve(`${ISSUER}/interaction/abc-123_x?prompt=login#top`)
    expect(to).toEqual({ kind: 'interaction', url: `${ISSUER}/interaction/abc-123_x` })
    expect(afterRegistration(to)).toBe(`${ISSUER}/interaction/abc-123_x`)
    expect(backFromRegistration(to)).toBe(`${ISSUER}/interaction/abc-123_x/abort`)
    expect(signInFromRegistration(to, 'es')).toBe(`${ISSUER}/interaction/abc-123_x`)
  })

  it.each([
    'https://evil.example/steal',
    '//evil.example/x',
    'javascript:alert(1)',
    `${ISSUER}/session/end`,
    `${ISSUER}/interaction/abc/login`,
    `${ISSUER}/interaction/`,
    `${ISSUER}/other/interaction/abc`,
    'https://evil.example/interaction/abc',
    `${APP}.evil.example/my-profile`,
    'http://lamp.example/my-profile',
    'https://[not a url',
  ])('%s is the app’s home page instead', (returnUrl) => {
    expect(resolve(returnUrl)).toEqual({ kind: 'app', url: new URL(`${APP}/`) })
    expect(backFromRegistration(resolve(returnUrl))).toBe(`${APP}/`)
  })
})
