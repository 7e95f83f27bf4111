import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CATALOGS, translator, type MessageId } from './i18n/index.ts'
import {
  APP_ORIGIN, authorizeUrl, Browser, CALLBACK, form, openLoginPage, pkce, signIn, signInForTokens, startTestProvider, tokenRequest,
  type TestProvider, type TokenResponse,
} from './testing.ts'

let t: TestProvider

beforeAll(async () => {
  t = await startTestProvider({ registrationsPerAddress: 1000 })
})
afterAll(async () => {
  await t.cleanup()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A browser signed in at the provider as `email`, with that sign-in's tokens. */
async function signedInBrowser(email = 'demo@example.com'): Promise<{ browser: Browser; tokens: TokenResponse }> {
  const { browser, callback, verifier } = await signIn(t.issuer, email, 'Psalm23!')
  const exchanged = await tokenRequest(t.issuer, { grant_type: 'authorization_code', code: callback?.searchParams.get('code') ?? '', code_verifier: verifier, redirect_uri: CALLBACK })
  return { browser, tokens: (await exchanged.json()) as TokenResponse }
}

const endSession = (params: Record<string, string>) => `${t.issuer}/session/end?${new URLSearchParams(params)}`

/** Every page of the provider a person can see, reached the way a browser reaches it. */
const PAGES: Record<string, () => Promise<Response>> = {
  login: async () => (await new Browser().follow(authorizeUrl(t.issuer, pkce().challenge), t.issuer)).response,
  register: () => fetch(`${t.issuer}/account/register?ReturnUrl=${encodeURIComponent(`${APP_ORIGIN}/`)}`),
  'sign-out question': async () => (await signedInBrowser()).browser.fetch(endSession({})),
  'signed out': async () => {
    const { browser } = await signedInBrowser()
    const question = await (await browser.fetch(endSession({}))).text()
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(question)?.[1] ?? ''
    return (await browser.follow(`${t.issuer}/session/end/confirm`, t.issuer, form({ xsrf, logout: 'yes' }))).response
  },
  error: () => fetch(authorizeUrl(t.issuer, pkce().challenge, { client_id: 'unknown-client' })),
}

describe('headers on the provider’s pages (decision 0021)', () => {
  for (const [name, open] of Object.entries(PAGES)) {
    it(`${name}: never framed, strict policy, no inline script`, async () => {
      const response = await open()
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("frame-ancestors 'none'")
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(policy).toContain("default-src 'none'")
      expect(policy).toContain("script-src 'self'")
      expect(policy).toContain("style-src 'self'")
      expect(policy).toContain("base-uri 'none'")
      expect(policy).toContain(`form-action 'self' ${APP_ORIGIN}`)
      expect(policy).not.toContain('unsafe')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      const html = await response.text()
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
      expect(html).not.toMatch(/<style|style="/)
      expect(html).not.toMatch(/\son[a-z]+="/)
    })
  }

  it('the stylesheet and script the pages use are served as files, never sniffed', async () => {
    const { browser, tokens } = await signedInBrowser()
    const html = await (await browser.fetch(endSession({ id_token_hint: tokens.id_token ?? '' }))).text()
    for (const [, path] of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) {
      const response = await fetch(`${t.issuer}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/(css|javascript)/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('silent renew (prompt=none) may run in the app’s frame, and only the app’s', async () => {
    const { browser } = await signedInBrowser()
    const response = await browser.fetch(authorizeUrl(t.issuer, pkce().challenge, { prompt: 'none', redirect_uri: `${APP_ORIGIN}/auth/silent-callback` }))
    expect(response.status).toBe(303)
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${APP_ORIGIN};`)
    expect(response.headers.get('x-frame-options')).toBeNull()
  })

  it('the app’s own sign-out runs in the app’s frame; with no session left, the provider’s auto-submit is allowed by hash', async () => {
    const { browser, tokens } = await signedInBrowser()
    const automatic = await browser.fetch(endSession({ id_token_hint: tokens.id_token ?? '', post_logout_redirect_uri: `${APP_ORIGIN}/auth/popup-callback` }))
    expect(automatic.headers.get('content-security-policy')).toContain(`frame-ancestors ${APP_ORIGIN};`)
    expect(automatic.headers.get('x-frame-options')).toBeNull()

    const nobody = await new Browser().fetch(endSession({ id_token_hint: tokens.id_token ?? '', post_logout_redirect_uri: `${APP_ORIGIN}/auth/popup-callback` }))
    const policy = nobody.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`frame-ancestors ${APP_ORIGIN}`)
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/)
    expect(await nobody.text()).toContain('document.forms[0].submit()')
  })

  it('JSON answers carry the same protections', async () => {
    const response = await fetch(`${t.issuer}/.well-known/openid-configuration`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('sign-out', () => {
  it('signs out without asking only for a hint whose subject is the member signed in here', async () => {
    const { browser, tokens } = await signedInBrowser('demo@example.com')
    const own = await (await browser.fetch(endSession({ id_token_hint: tokens.id_token ?? '' }))).text()
    expect(own).toMatch(/<script src="\/assets\/sign-out\.\w+\.js"><\/script>/)
  })

  it('asks when the hint belongs to another member (another tab, a forged link)', async () => {
    const { browser } = await signedInBrowser('demo@example.com')
    const someoneElse = await signInForTokens(t.issuer, 'premium@example.com')
    const response = await browser.fetch(endSession({ id_token_hint: someoneElse.id_token ?? '', post_logout_redirect_uri: `${APP_ORIGIN}/?action=logout` }))
    const html = await response.text()
    expect(html).toContain('<h1>Sign out of Lamp?</h1>')
    expect(html).toContain('Yes, sign me out')
    expect(html).not.toContain('<script')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    // Still signed in: nothing happened without an answer.
    const silent = await browser.follow(authorizeUrl(t.issuer, pkce().challenge, { prompt: 'none' }), t.issuer)
    expect(new URL(silent.leftTo ?? '').searchParams.get('code')).toBeTruthy()
  })

  it('asks when there is no hint at all', async () => {
    const { browser } = await signedInBrowser()
    const html = await (await browser.fetch(endSession({}))).text()
    expect(html).toContain('<h1>Sign out of Lamp?</h1>')
    expect(html).not.toContain('<script')
  })
})

describe('every page carries the site’s name and a way back', () => {
  it('uses the siteName setting and leads back into the app only', async () => {
    const named = await startTestProvider({ siteName: 'Lumen & Co' })
    try {
      const login = await openLoginPage(named.issuer)
      expect(login.html).toContain('<title>Sign in · Lumen &#38; Co</title>')
      expect(login.html).toContain('<span class="brand">Lumen &#38; Co</span>')
      expect(login.html).toMatch(/<a class="back" href="\/interaction\/[\w-]+\/abort">Back to Lumen &#38; Co<\/a>/)
    } finally {
      await named.cleanup()
    }
  })

  it('"Back" on the login page ends the sign-in the standard way: access_denied with the request’s state', async () => {
    const login = await openLoginPage(t.issuer)
    const back = /<a class="back" href="([^"]+)">/.exec(login.html)?.[1] ?? ''
    const left = await login.browser.follow(new URL(back, t.issuer).href, t.issuer)
    const callback = new URL(left.leftTo ?? '')
    expect(callback.origin + callback.pathname).toBe(CALLBACK)
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe('state-1')
    expect(callback.searchParams.get('code')).toBeNull()
  })

  it('the sign-out question, the signed-out page and the error page lead back to the app’s home page', async () => {
    for (const name of ['sign-out question', 'signed out', 'error'] as const) {
      const html = await (await PAGES[name]?.())?.text()
      expect(html, name).toContain(`<a class="back" href="${APP_ORIGIN}/">Back to Lamp</a>`)
    }
  })
})

describe('the provider’s pages in Spanish (ui_locales=es)', () => {
  const english = translator('en')
  /** Every English message (with sample values) that reads differently in Spanish must be absent. */
  function expectNoEnglish(html: string): void {
    for (const id of Object.keys(CATALOGS.en) as MessageId[]) {
      if (CATALOGS.en[id] === CATALOGS.es[id]) continue
      const sentence = english(id, { siteName: 'Lamp', seconds: 5, minutes: 2, max: 100 })
      expect(html, id).not.toContain(sentence.replace(/&/g, '&#38;'))
    }
  }

  it('login page: Spanish throughout, "Volver a Lamp", and the register link keeps the language', async () => {
    const login = await openLoginPage(t.issuer, new Browser(), { ui_locales: 'es-MX en' })
    expect(login.html).toContain('<html lang="es">')
    expect(login.html).toContain('<h1>Iniciar sesión</h1>')
    expect(login.html).toMatch(/<a class="back" href="[^"]+">Volver a Lamp<\/a>/)
    expect(login.html).toMatch(/href="\/account\/register\?[^"]*ui_locales=es"/)
    expectNoEnglish(login.html)

    const wrong = await login.submit('demo@example.com', 'wrong password')
    const html = await wrong.response.text()
    expect(html).toContain('El correo electrónico o la contraseña no son correctos.')
    expectNoEnglish(html)
  })

  it('the lockout message', async () => {
    const email = 'bloqueado@example.com'
    const login = await openLoginPage(t.issuer, new Browser(), { ui_locales: 'es' })
    // Five failures spaced as the escalating delay asks (on a clock moved by hand), then the lockout.
    let clock = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    for (const wait of [0, 0, 1, 2, 4]) {
      clock += wait * 1000
      vi.setSystemTime(clock)
      expect((await login.submit(email, 'wrong password')).response.status).toBe(401)
    }
    const locked = await login.submit(email, 'any password')
    expect(locked.response.status).toBe(429)
    expect(await locked.response.text()).toContain('Demasiados intentos. Vuelve a intentarlo en 1 minuto.')
  })

  it('register page, with its field errors', async () => {
    const url = `${t.issuer}/account/register?${new URLSearchParams({ ReturnUrl: `${APP_ORIGIN}/es/bible`, ui_locales: 'es' })}`
    const page = await (await fetch(url)).text()
    expect(page).toContain('<h1>Crea tu cuenta</h1>')
    expect(page).toContain('<label for="firstName">Nombre</label>')
    expectNoEnglish(page)
    const refused = await fetch(url, form({ firstName: '', lastName: 'Moab', email: 'x', password: '12345678' }))
    const html = await refused.text()
    expect(html).toContain('Corrige los campos marcados.')
    expect(html).toContain('Escribe tu nombre.')
    expect(html).toContain('Esta contraseña es demasiado común')
    expectNoEnglish(html)
  })

  it('sign-out question and error page', async () => {
    const { browser } = await signedInBrowser()
    const question = await (await browser.fetch(endSession({ ui_locales: 'es' }))).text()
    expect(question).toContain('<h1>¿Cerrar sesión en Lamp?</h1>')
    expect(question).toContain(`<a class="back" href="${APP_ORIGIN}/es/">Volver a Lamp</a>`)
    expectNoEnglish(question)
    const error = await (await fetch(authorizeUrl(t.issuer, pkce().challenge, { client_id: 'unknown-client', ui_locales: 'es' }))).text()
    expect(error).toContain('<h1>Algo ha salido mal</h1>')
    // Only the OAuth code is shown for support, never node-oidc-provider's English description.
    expect(error).toContain('<code>invalid_client</code>')
    expect(error).not.toMatch(/client (is )?(invalid|not found)/)
    expectNoEnglish(error)
  })
})
