import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { afterRegistration, resolveReturnUrl } from './registration.ts'
import { APP_ORIGIN, authorizeUrl, Browser, form, pkce, startTestProvider, type TestProvider } from './testing.ts'

let t: TestProvider

beforeAll(async () => {
  // Many registrations from this one machine: the rate limit has its own tests (sign-in-throttle.test.ts).
  t = await startTestProvider({ registrationsPerAddress: 1000 })
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
    expect(afterRegistration(resolveReturnUrl('//evil.example/x', APP_ORIGIN, t.issuer))).toBe(`${APP_ORIGIN}/?action=register`)
    expect(afterRegistration(resolveReturnUrl('/my-profile', APP_ORIGIN, t.issuer))).toBe(`${APP_ORIGIN}/my-profile?action=register`)
  })

  it('refuses a form posted from another site and creates nobody; its own page may post', async () => {
    const post = (origin: string, email: string) => fetch(registerUrl(`${APP_ORIGIN}/`), {
      ...form(newMember(email)), headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }, redirect: 'manual',
    })
    const foreign = await post('https://evil.example', 'orpah@example.com')
    expect(foreign.status).toBe(403)
    expect(await foreign.text()).toBe('Cross-site form post refused')
    expect(t.idp.members.findByEmail('orpah@example.com')).toBeUndefined()
    expect((await post(new URL(t.issuer).origin, 'boaz@example.com')).status).toBe(303)
    expect(t.idp.members.findByEmail('boaz@example.com')).toBeDefined()
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

  it('refuses the common and blank passwords NIST warns about, saying why next to the field', async () => {
    for (const [password, message] of [
      ['password', 'This password is too common'], ['12345678', 'This password is too common'], ['        ', 'cannot be only spaces'],
    ] as const) {
      const response = await fetch(registerUrl(`${APP_ORIGIN}/`), { ...form({ ...newMember('weak@example.com'), password }), redirect: 'manual' })
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<p class="field-error" id="password-error">[^<]*${message}`))
    }
    expect(t.idp.members.findByEmail('weak@example.com')).toBeUndefined()
  })

  it('refuses passwords zxcvbn finds easy to guess, saying why in the visitor’s language', async () => {
    const cases = [
      ['en', 'aaaaaaaa', 'Repeated characters such as “aaaa” or “abcabc” are easy to guess.'],
      ['en', 'abcdefgh', 'Sequences such as “abcdefgh” or “12345678” are easy to guess.'],
      ['en', 'Passw0rd!', 'This password is too common and easy to guess.'],
      ['en', 'moabruth', 'Do not build your password from your name or email address.'],
      ['es', 'aaaaaaaa', 'Los caracteres repetidos como «aaaa» o «abcabc» son fáciles de adivinar.'],
      ['es', 'abcdefgh', 'Las secuencias como «abcdefgh» o «12345678» son fáciles de adivinar.'],
    ] as const
    for (const [locale, password, message] of cases) {
      const url = `${t.issuer}/account/register?${new URLSearchParams({ ReturnUrl: `${APP_ORIGIN}/`, ui_locales: locale })}`
      const response = await fetch(url, { ...form({ ...newMember('guessable@example.com'), password }), redirect: 'manual' })
      expect(response.status, password).toBe(400)
      const html = await response.text()
      expect(html, password).toMatch(new RegExp(`<p class="field-error" id="password-error">[^<]*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    }
    expect(t.idp.members.findByEmail('guessable@example.com')).toBeUndefined()
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

describe('an email that is already registered (decision 0023: registration never tells)', () => {
  it('gets a neutral answer that names no field and does not say the email exists', async () => {
    const response = await fetch(registerUrl(`${APP_ORIGIN}/`), { ...form(newMember('Demo@Example.com')), redirect: 'manual' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('We could not create an account with these details. If you already have an account, sign in instead.')
    expect(html).not.toMatch(/already exists|already registered|in use/i)
    expect(html).not.toContain('aria-invalid')
    expect(t.idp.members.findByEmail('demo@example.com')?.firstName).toBe('Demo')
  })

  it('with that member’s own password, signs them in and returns like a registration', async () => {
    await t.idp.members.create({ email: 'grace@example.com', password: 'whither thou goest', firstName: 'Grace', lastName: 'Member' })
    const browser = new Browser()
    const response = await browser.fetch(registerUrl(`${APP_ORIGIN}/bible`), form({ firstName: 'Someone', lastName: 'Else', email: 'grace@example.com', password: 'whither thou goest' }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${APP_ORIGIN}/bible?action=register`)
    const silent = await browser.follow(authorizeUrl(t.issuer, pkce().challenge, { prompt: 'none' }), t.issuer)
    expect(new URL(silent.leftTo ?? '').searchParams.get('code')).toBeTruthy()
    expect(t.idp.members.findByEmail('grace@example.com')?.firstName).toBe('Grace')
  })

  it('cannot be used to guess a password: it counts as a sign-in attempt and locks like one', async () => {
    const email = 'guarded@example.com'
    await t.idp.members.create({ email, password: 'gleaning-barley', firstName: 'Guarded', lastName: 'Member' })
    const attempt = (password: string) => fetch(registerUrl(`${APP_ORIGIN}/`), { ...form({ ...newMember(email), password }), redirect: 'manual' })
    const statuses: number[] = []
    for (let guess = 0; guess < 3; guess += 1) statuses.push((await attempt(`wrong guess ${guess}`)).status)
    // The escalating delay already applies from the second failure on.
    expect(statuses).toEqual([400, 400, 429])
    const right = await attempt('gleaning-barley')
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    t.idp.limits.forget(email, '127.0.0.1')
  })
})

describe('links on the registration page', () => {
  const links = async (url: string) => {
    const html = await (await fetch(url)).text()
    const href = (text: string) => new RegExp(`<a[^>]+href="([^"]+)"[^>]*>${text}</a>`).exec(html)?.[1]?.replace(/&#38;/g, '&')
    return { back: href('Back to Lamp'), signIn: href('Sign in'), html }
  }

  it('from a page of the app: Back returns to that page, Sign in keeps it as the return address', async () => {
    const { back, signIn } = await links(registerUrl(`${APP_ORIGIN}/articles/grace?x=1`))
    expect(back).toBe(`${APP_ORIGIN}/articles/grace?x=1`)
    expect(signIn).toBe(`${APP_ORIGIN}/auth/login?returnTo=${encodeURIComponent('/articles/grace?x=1')}`)
  })

  it('in Spanish, the app’s Spanish sign-in', async () => {
    const html = await (await fetch(`${registerUrl(`${APP_ORIGIN}/es/bible`)}&ui_locales=es`)).text()
    const signIn = /¿Ya eres miembro\? <a href="([^"]+)">Iniciar sesión<\/a>/.exec(html)?.[1]?.replace(/&#38;/g, '&')
    expect(signIn).toBe(`${APP_ORIGIN}/es/auth/login?returnTo=${encodeURIComponent('/es/bible')}`)
  })

  it('from the provider’s login page: Sign in returns to that sign-in, Back ends it the standard way', async () => {
    const browser = new Browser()
    const login = await browser.follow(authorizeUrl(t.issuer, pkce().challenge), t.issuer)
    const interaction = new URL(login.response.url).pathname
    const registerHref = /href="(\/account\/register[^"]+)"/.exec(await login.response.text())?.[1] ?? ''
    const { back, signIn } = await links(new URL(registerHref.replace(/&#38;/g, '&'), t.issuer).href)
    expect(signIn).toBe(`${t.issuer}${interaction}`)
    expect(back).toBe(`${t.issuer}${interaction}/abort`)
    const aborted = await browser.follow(back ?? '', t.issuer)
    const callback = new URL(aborted.leftTo ?? '')
    expect(callback.origin + callback.pathname).toBe(`${APP_ORIGIN}/auth/callback`)
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe('state-1')
  })

  it('never leads to another origin, whatever ReturnUrl says', async () => {
    for (const returnUrl of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)', `${t.issuer}/session/end`]) {
      const { back, signIn } = await links(registerUrl(returnUrl))
      expect(back, returnUrl).toBe(`${APP_ORIGIN}/`)
      expect(signIn, returnUrl).toBe(`${APP_ORIGIN}/auth/login?returnTo=%2F`)
    }
  })
})

describe('invalid fields', () => {
  it('are marked invalid, described by their message, listed in the summary, and the first one has focus', async () => {
    const response = await fetch(registerUrl(`${APP_ORIGIN}/`), { ...form({ firstName: 'Ruth', lastName: '', email: 'nope', password: 'password' }), redirect: 'manual' })
    const html = await response.text()
    expect(html).toContain('Please correct the highlighted fields.')
    for (const [id, message] of [['lastName', 'Enter your last name.'], ['email', 'Enter a valid email address.'], ['password', 'This password is too common']]) {
      const input = new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? ''
      expect(input, id).toContain('aria-invalid="true"')
      expect(input, id).toContain(`aria-describedby="${id}-error"`)
      expect(html).toMatch(new RegExp(`<p class="field-error" id="${id}-error">${message}`))
      expect(html).toMatch(new RegExp(`<li><a href="#${id}">${message}`))
    }
    const firstName = /<input id="firstName"[^>]*>/.exec(html)?.[0] ?? ''
    expect(firstName).not.toContain('aria-invalid')
    expect(/<input id="lastName"[^>]*>/.exec(html)?.[0]).toContain('autofocus')
  })

  it('are visibly highlighted by the page’s stylesheet', async () => {
    const html = await (await fetch(registerUrl(`${APP_ORIGIN}/`))).text()
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1] ?? ''
    const css = await (await fetch(new URL(stylesheet, t.issuer))).text()
    expect(css).toMatch(/input\[aria-invalid="true"\]\{[^}]*border:2px solid #b91c1c/)
  })
})
