import type { KoaContextWithOIDC } from 'oidc-provider'
import { describe, expect, it } from 'vitest'
import { SIGN_OUT_SCRIPT_ASSET } from './assets.ts'
import { CLIENT_ID } from './client.ts'
import { createPages, signsOutWithoutAsking } from './pages.ts'

// The provider's own pages, rendered into a bare context: what a member reads on them, where "Back" leads, and whether
// the page may be framed. (provider-pages.test.ts drives the same pages through the running provider.)
const APP = 'https://lamp.example'
const pages = createPages({ siteName: 'Lamp', appOrigin: APP })

interface Oidc { params?: Record<string, unknown>; session?: { accountId?: string }; client?: { clientId: string }; entities?: Record<string, unknown> }
interface Rendered { status: number; type: string; body: string; headers: Map<string, string> }

function render(show: (ctx: KoaContextWithOIDC) => void, oidc: Oidc = {}): Rendered {
  const headers = new Map([['content-security-policy', `default-src 'self'; frame-ancestors ${APP}`]])
  const ctx = {
    status: 200, type: '', body: '', oidc: { entities: {}, ...oidc },
    set: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    response: { get: (name: string) => headers.get(name.toLowerCase()) ?? '' },
  }
  show(ctx as unknown as KoaContextWithOIDC)
  return { status: ctx.status, type: ctx.type, body: String(ctx.body), headers }
}

const title = (page: Rendered) => /<title>([^<]*)<\/title>/.exec(page.body)?.[1]
const back = (page: Rendered) => /<a class="back" href="([^"]*)"/.exec(page.body)?.[1]
const framingDenied = (page: Rendered) =>
  page.headers.get('x-frame-options') === 'DENY' && page.headers.get('content-security-policy')?.includes("frame-ancestors 'none'")
const spanish = { params: { ui_locales: 'es' } }
const member = { session: { accountId: 'member-1' }, client: { clientId: CLIENT_ID } }
const hintFor = (sub: string) => ({ IdTokenHint: { payload: { sub } } })

describe('the signed-out page', () => {
  it('says so in the member’s language and leads back to the app’s home page', () => {
    const english = render((ctx) => pages.signedOut(ctx))
    expect(english.type).toBe('html')
    expect(title(english)).toBe('You are signed out · Lamp')
    expect(english.body).toContain('<h1>You are signed out</h1><p>You can close this window.</p>')
    expect(back(english)).toBe(`${APP}/`)
    const inSpanish = render((ctx) => pages.signedOut(ctx), spanish)
    expect(inSpanish.body).toContain('<h1>Has cerrado sesión</h1><p>Ya puedes cerrar esta ventana.</p>')
    expect(back(inSpanish)).toBe(`${APP}/es/`)
  })
})

describe('the sign-out question', () => {
  const form = '<form id="op.logoutForm" method="post"></form>'

  it('asks, with the provider’s form, a focused Yes and a No, and is never framed', () => {
    const asked = render((ctx) => pages.logout(ctx, form))
    expect(asked.type).toBe('html')
    expect(title(asked)).toBe('Sign out of Lamp? · Lamp')
    expect(asked.body).toContain('<h1>Sign out of Lamp?</h1>')
    expect(asked.body).toContain(form)
    expect(asked.body).toContain('<button type="submit" form="op.logoutForm" name="logout" value="yes" id="confirm-logout" autofocus>Yes, sign me out</button>')
    expect(asked.body).toContain('<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>')
    expect(asked.body).not.toContain(SIGN_OUT_SCRIPT_ASSET.path)
    expect(back(asked)).toBe(`${APP}/`)
    expect(framingDenied(asked)).toBe(true)
    expect(render((ctx) => pages.logout(ctx, form), spanish).body).toContain('<h1>¿Cerrar sesión en Lamp?</h1>')
  })

  it('signs the app’s own member out without asking: its script submits, inside the app’s frame', () => {
    const automatic = render((ctx) => pages.logout(ctx, form), { ...member, entities: hintFor('member-1') })
    expect(automatic.body).toContain('<h1>Signing you out…</h1>')
    expect(automatic.body).toContain('id="confirm-logout">Yes, sign me out</button>')
    expect(automatic.body).toContain(`<script src="${SIGN_OUT_SCRIPT_ASSET.path}"></script>`)
    expect(framingDenied(automatic)).toBe(false)
  })

  it('asks whenever the request is not the app’s, or its hint names someone else, or nobody is signed in', () => {
    const ask = (oidc: Oidc) => signsOutWithoutAsking({ oidc: { entities: {}, ...oidc } } as unknown as KoaContextWithOIDC)
    expect(ask({ ...member, entities: hintFor('member-1') })).toBe(true)
    expect(ask({ ...member, client: { clientId: 'another-client' }, entities: hintFor('member-1') })).toBe(false)
    expect(ask({ ...member, entities: hintFor('member-2') })).toBe(false)
    expect(ask({ ...member })).toBe(false)
    expect(ask({ client: member.client, entities: hintFor('member-1') })).toBe(false)
    expect(ask({ session: {}, client: member.client, entities: { IdTokenHint: { payload: {} } } })).toBe(false)
  })
})

describe('the error page', () => {
  it('shows what went wrong with the code for support, escaped, and is never framed', () => {
    const failed = render((ctx) => pages.error(ctx, { error: '<invalid_client>' }))
    expect(failed.type).toBe('html')
    expect(title(failed)).toBe('Sign-in problem · Lamp')
    expect(failed.body).toContain('<h1>Something went wrong</h1>')
    expect(failed.body).toContain('<p role="alert">The sign-in could not continue. Go back to Lamp and try again.</p>')
    expect(failed.body).toContain('<code>&#60;invalid_client&#62;</code>')
    expect(back(failed)).toBe(`${APP}/`)
    expect(framingDenied(failed)).toBe(true)
    expect(render((ctx) => pages.error(ctx, { error: 'x' }), spanish).body).toContain('<h1>Algo ha salido mal</h1>')
  })

  it('a sign-in page that has expired answers 400 invalid_request', () => {
    const expired = render((ctx) => pages.expired(ctx))
    expect(expired.status).toBe(400)
    expect(expired.body).toContain('<code>invalid_request</code>')
    expect(framingDenied(expired)).toBe(true)
  })
})
