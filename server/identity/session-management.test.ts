import { EventEmitter } from 'node:events'
import Koa from 'koa'
import type Provider from 'oidc-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, type Listening } from '../testing/listen.ts'
import { BROWSER_STATE_COOKIE, CHECK_SESSION_PATH, checkSessionRoute, computeSessionState, installSessionState } from './session-management.ts'

// Session Management on its own: what a sign-in and a sign-out write for the app's check_session iframe, and the
// page that iframe loads. (identity-provider.test.ts and the e2e tests run it inside the real provider.)
const APP = 'https://lamp.example'
const TTL_SECONDS = 14 * 24 * 3600

interface CookieWrite { name: string; value: string | null; options: Record<string, unknown> }
interface SignIn { uid?: string; accountId?: string | null; loginTs?: number; clientId?: string | null; redirectUri?: unknown; response?: boolean }

function provider(secure = true) {
  const emitter = new EventEmitter()
  installSessionState(emitter as unknown as Provider, TTL_SECONDS, { secure })
  const cookies: CookieWrite[] = []
  const ctxWith = (oidc: Record<string, unknown>) => ({
    oidc, cookies: { set: (name: string, value: string | null, options: Record<string, unknown>) => cookies.push({ name, value, options }) },
  })
  return {
    cookies,
    signIn({ uid = 'session-1', accountId = 'ruth', loginTs = 1_700_000_000, clientId = 'lamp-web', redirectUri = `${APP}/auth/callback`, response = true }: SignIn = {}) {
      const answer: Record<string, unknown> | undefined = response ? { code: 'abc' } : undefined
      const session = { uid, accountId: accountId ?? undefined, loginTs }
      emitter.emit('authorization.success', ctxWith({ session, params: { redirect_uri: redirectUri }, client: clientId === null ? undefined : { clientId } }), answer)
      return answer
    },
    signOut() { emitter.emit('end_session.success', ctxWith({})) },
  }
}

describe('a sign-in', () => {
  it('writes the browser state where the iframe can read it, for as long as the session lasts', () => {
    const op = provider()
    op.signIn()
    expect(op.cookies).toHaveLength(1)
    const [cookie] = op.cookies
    expect(cookie?.name).toBe(BROWSER_STATE_COOKIE)
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/)
    expect(cookie?.options).toEqual({ httpOnly: false, sameSite: 'lax', secure: true, path: '/', signed: false, overwrite: true, maxAge: TTL_SECONDS * 1000 })
  })

  it('is sent only over https when the provider is', () => {
    const op = provider(false)
    op.signIn()
    expect(op.cookies[0]?.options['secure']).toBe(false)
  })

  it('gives the app a session_state it can check against that browser state from its own origin', () => {
    const op = provider()
    const answer = op.signIn()
    const sessionState = String(answer?.['session_state'])
    const [, salt = ''] = sessionState.split('.')
    expect(salt).toMatch(/^[0-9a-f]{16}$/)
    expect(sessionState).toBe(computeSessionState('lamp-web', APP, String(op.cookies[0]?.value), salt))
    // Another salt each time: two answers for the same sign-in differ.
    expect(op.signIn()?.['session_state']).not.toBe(sessionState)
  })

  it('changes the browser state with another session, member or sign-in time, and keeps it for the same one', () => {
    const op = provider()
    op.signIn()
    op.signIn()
    op.signIn({ uid: 'session-2' })
    op.signIn({ accountId: 'naomi' })
    op.signIn({ loginTs: 1_700_000_001 })
    const [first, same, ...others] = op.cookies.map((cookie) => cookie.value)
    expect(same).toBe(first)
    expect(new Set([first, ...others]).size).toBe(4)
  })

  it.each<[string, SignIn]>([
    ['no response to add to', { response: false }],
    ['no member signed in', { accountId: null }],
    ['no client', { clientId: null }],
    ['no redirect_uri', { redirectUri: null }],
  ])('writes nothing when there is %s', (_case, signIn) => {
    const op = provider()
    const answer = op.signIn(signIn)
    expect(op.cookies).toEqual([])
    expect(answer?.['session_state']).toBeUndefined()
  })
})

describe('a sign-out', () => {
  it('removes the browser state, so every app checking it hears "changed"', () => {
    const op = provider()
    op.signOut()
    expect(op.cookies).toEqual([{ name: BROWSER_STATE_COOKIE, value: null, options: { httpOnly: false, secure: true, path: '/', signed: false, overwrite: true } }])
  })
})

describe('the check_session page', () => {
  let server: Listening
  beforeAll(async () => {
    const app = new Koa()
    app.use(async (ctx, next) => { ctx.set('X-Frame-Options', 'DENY'); await next() })
    app.use(checkSessionRoute(APP))
    app.use((ctx) => { ctx.body = 'the next middleware' })
    server = await listen(app.callback())
  })
  afterAll(() => server.close())

  it('is an HTML page only the app may frame, never cached, running only its own script', async () => {
    const answer = await fetch(`${server.base}${CHECK_SESSION_PATH}`)
    expect(answer.headers.get('content-type')).toContain('text/html')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-frame-options')).toBeNull()
    const policy = answer.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`frame-ancestors ${APP}`)
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/)
    const page = await answer.text()
    expect(page).toContain(JSON.stringify(APP))
    expect(page).toContain(BROWSER_STATE_COOKIE)
  })

  it('answers GET only; other methods and paths go on', async () => {
    expect(await (await fetch(`${server.base}${CHECK_SESSION_PATH}`, { method: 'POST' })).text()).toBe('the next middleware')
    expect(await (await fetch(`${server.base}/session/other`)).text()).toBe('the next middleware')
  })
})
