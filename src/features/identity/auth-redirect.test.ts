import { describe, expect, it } from 'vitest'
import { AUTH_REDIRECT_KEY, storeAuthRedirect, takeAuthCancel, takeAuthRedirect } from './auth-redirect.ts'
import { registrationHref } from './registration.ts'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() { return items.size },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => { items.delete(key) },
    setItem: (key, value) => { items.set(key, value) },
  }
}

describe('auth-redirect address (R-ID-13, R-STORE-3)', () => {
  it('returns the stored same-origin path once', () => {
    const storage = memoryStorage()
    storeAuthRedirect(storage, { returnTo: '/my-profile?tab=points', cancelTo: '/bible' })
    expect(takeAuthRedirect(storage)).toBe('/my-profile?tab=points')
    expect(takeAuthRedirect(storage)).toBe('/')
    expect(takeAuthCancel(storage)).toBe('/')
  })

  it('a sign-in left on the provider goes back to the page before the member page, once', () => {
    const storage = memoryStorage()
    storeAuthRedirect(storage, { returnTo: '/my-profile', cancelTo: '/bible' })
    expect(takeAuthCancel(storage)).toBe('/bible')
    expect(takeAuthRedirect(storage)).toBe('/')
  })

  it.each(['//evil.example', 'https://evil.example'])('never leaves the site for %s, even if written to storage directly', (target) => {
    const storage = memoryStorage()
    storeAuthRedirect(storage, { returnTo: target, cancelTo: target })
    expect(takeAuthRedirect(storage)).toBe('/')
    storage.setItem(AUTH_REDIRECT_KEY, target)
    expect(takeAuthRedirect(storage)).toBe('/')
  })
})

describe('registration hand-off (R-ID-9)', () => {
  it('carries ReturnUrl, rsid and the page language', () => {
    const href = new URL(registrationHref('http://localhost:3001/account/register', 'http://localhost:3000/bible?x=1', 'V123abcdefghijkl', 'es'))
    expect(href.searchParams.get('ReturnUrl')).toBe('http://localhost:3000/bible?x=1')
    expect(href.searchParams.get('rsid')).toBe('V123abcdefghijkl')
    expect(href.searchParams.get('ui_locales')).toBe('es')
  })
})
