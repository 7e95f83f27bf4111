import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { returnTarget } from './registration.ts'
import { APP_ORIGIN, authorizeUrl, Browser, form, pkce, startTestProvider, type TestProvider } from './testing.ts'

let t: TestProvider

beforeAll(async () => {
  t = await startTestProvider()
})
afterAll(async () => {
  await t.cleanup()
})

const RSID = 'V123abcdefghijkl'

function registerUrl(returnUrl: string, rsid = RSID): string {
  return `${t.issuer}/account/register?${new URLSearchParams({ ReturnUrl: returnUrl, rsid })}`
}

const newMember = (email: string) => ({ firstName: 'Ruth', lastName: 'Moab', email, password: 'gleaning-barley' })

describe('registration page', () => {
  it('shows a labelled form', async () => {
    const html = await (await fetch(registerUrl(`${APP_ORIGIN}/`))).text()
    for (const [id, label] of [['firstName', 'First name'], ['lastName', 'Last name'], ['email', 'Email'], ['password', 'Password']]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`)
      expect(html).toContain(`id="${id}"`)
    }
  })

  it('creates the member, links the rsid, signs in at the provider and returns with action=register', async () => {
    const browser = new Browser()
    const response = await browser.fetch(registerUrl(`${APP_ORIGIN}/articles?x=1`), form(newMember('ruth@example.com')))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${APP_ORIGIN}/articles?x=1&action=register`)
    const member = t.idp.members.findByEmail('RUTH@example.com')
    expect(member).toMatchObject({ firstName: 'Ruth', lastName: 'Moab', name: 'Ruth Moab', roles: ['member'] })
    expect(t.idp.members.emailForSession(RSID)).toBe('ruth@example.com')

    // Already signed in at the provider: a silent sign-in goes straight back with a code.
    const silent = await browser.follow(authorizeUrl(t.issuer, pkce().challenge, { prompt: 'none' }), t.issuer)
    expect(new URL(silent.leftTo ?? '').searchParams.get('code')).toBeTruthy()
  })

  it('never redirects to a foreign ReturnUrl', async () => {
    const response = await fetch(registerUrl('https://evil.example/steal'), { ...form(newMember('naomi@example.com')), redirect: 'manual' })
    expect(response.headers.get('location')).toBe(`${APP_ORIGIN}/?action=register`)
    expect(returnTarget('//evil.example/x', APP_ORIGIN, t.issuer)).toBe(`${APP_ORIGIN}/?action=register`)
    expect(returnTarget('/my-profile', APP_ORIGIN, t.issuer)).toBe(`${APP_ORIGIN}/my-profile?action=register`)
  })

  it('refuses invalid input, escapes what it echoes, and creates nobody', async () => {
    const response = await fetch(registerUrl(`${APP_ORIGIN}/`), {
      ...form({ firstName: '<script>alert(1)</script>', lastName: '', email: 'not-an-email', password: 'short' }), redirect: 'manual',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&#60;script&#62;')
    expect(html).toContain('Enter your last name.')
    expect(html).toContain('Enter a valid email address.')
    expect(html).toContain('Use at least 8 characters.')
    expect(t.idp.members.findByEmail('not-an-email')).toBeUndefined()
  })

  it('refuses an email that is already registered', async () => {
    const response = await fetch(registerUrl(`${APP_ORIGIN}/`), { ...form(newMember('Demo@Example.com')), redirect: 'manual' })
    expect(response.status).toBe(409)
    expect(await response.text()).toContain('already exists')
  })

  it('continues a sign-in that was under way when started from the login page', async () => {
    const browser = new Browser()
    const login = await browser.follow(authorizeUrl(t.issuer, pkce().challenge), t.issuer)
    const registerHref = /href="(\/account\/register[^"]+)"/.exec(await login.response.text())?.[1] ?? ''
    const url = new URL(registerHref.replace(/&#38;/g, '&'), t.issuer).href
    const registered = await browser.follow(url, t.issuer, form(newMember('orpah@example.com')))
    const callback = new URL(registered.leftTo ?? '')
    expect(callback.pathname).toBe('/auth/callback')
    expect(callback.searchParams.get('code')).toBeTruthy()
  })
})
