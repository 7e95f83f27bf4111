/** Test support: a provider on a free port with a throwaway data dir, and a tiny cookie-keeping browser. */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { createDatabase } from '../db/database.ts'
import { createIdentityProvider, type IdentityProvider, type IdentityProviderOptions } from './identity-provider.ts'

export const APP_ORIGIN = 'http://localhost:5999'
export const CALLBACK = `${APP_ORIGIN}/auth/callback`

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface TestProvider {
  idp: IdentityProvider
  issuer: string
  url: string
  db: Database
  dataDir: string
  /** Stops the server; the data dir survives until `cleanup` so a restart can reuse it. */
  stop(): Promise<void>
  cleanup(): Promise<void>
}

export interface TestProviderOptions extends Partial<Pick<IdentityProviderOptions, 'accessTokenTtl' | 'refreshTokenTtl' | 'registrationsPerAddress' | 'refreshTokenReuseGrace' | 'siteName' | 'requestTimeouts'>> {
  dataDir?: string
  /** The configured issuer, when it is not the address the server listens on (TLS ending at a proxy). */
  issuer?: string
}

export async function startTestProvider(options: TestProviderOptions = {}): Promise<TestProvider> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lamp-idp-'))
  const db = createDatabase(join(dataDir, 'test.sqlite'))
  const port = await freePort()
  const { dataDir: _dataDir, issuer = `http://localhost:${port}`, ...rest } = options
  const idp = await createIdentityProvider({
    db, issuer, appOrigin: APP_ORIGIN, dataDir, accessTokenTtl: 3600, refreshTokenTtl: 86_400, siteName: 'Lamp', ...rest,
  })
  await idp.listen(port, '127.0.0.1')
  const stop = async () => {
    await idp.close()
    if (db.open) db.close()
  }
  // `issuer` is what the provider calls itself; `url` is where a test reaches it.
  return { idp, issuer, url: `http://localhost:${port}`, db, dataDir, stop, cleanup: async () => { await stop(); rmSync(dataDir, { recursive: true, force: true }) } }
}

/**
 * A request sent from a given local address (127.0.0.2 is another client to a server on 127.0.0.1: Linux routes
 * all of 127.0.0.0/8 to the loopback), answered as a Response that does not follow redirects.
 */
function fetchFrom(localAddress: string, url: string, init: RequestInit & { headers: Headers }): Promise<Response> {
  const body = init.body === undefined || init.body === null ? undefined : String(init.body)
  if (body !== undefined && !init.headers.has('content-type')) init.headers.set('Content-Type', 'text/plain;charset=UTF-8')
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: init.method ?? 'GET', headers: Object.fromEntries(init.headers), localAddress, family: 4 }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('error', reject)
      incoming.on('end', () => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one)
        }
        const status = incoming.statusCode ?? 500
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }))
      })
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

/** Keeps cookies by name (paths ignored: one sign-in flow per jar, so names do not clash). */
export class Browser {
  readonly cookies = new Map<string, string>()
  /** The client address requests come from (the throttles count per address); the system's choice when not given. */
  readonly #localAddress: string | undefined

  constructor({ localAddress }: { localAddress?: string } = {}) {
    this.#localAddress = localAddress
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = this.#localAddress
      ? await fetchFrom(this.#localAddress, url, { ...init, headers })
      : await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      const value = pair.slice(index + 1)
      if (!value || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  /** Follows redirects while they stay on `origin`; returns the last response and the first foreign address. */
  async follow(url: string, origin: string, init: RequestInit = {}): Promise<{ response: Response; leftTo?: string }> {
    let response = await this.fetch(url, init)
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      const next = new URL(response.headers.get('location') ?? '', response.url || url)
      if (next.origin !== origin) return { response, leftTo: next.href }
      response = await this.fetch(next.href)
    }
    return { response }
  }
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
}

export function authorizeUrl(issuer: string, challenge: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: 'lamp-web', response_type: 'code', redirect_uri: CALLBACK, scope: 'openid profile email offline_access',
    state: 'state-1', nonce: 'nonce-1', code_challenge: challenge, code_challenge_method: 'S256', ...extra,
  })
  return `${issuer}/auth?${params}`
}

export interface TokenResponse {
  access_token: string
  refresh_token?: string
  id_token?: string
  expires_in: number
  token_type: string
  scope?: string
}

/** A login page under way in a browser: submit credentials to it as often as a test likes. */
export async function openLoginPage(issuer: string, browser = new Browser(), extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce()
  const login = await browser.follow(authorizeUrl(issuer, challenge, extra), issuer)
  const html = await login.response.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error('no login form')
  const submit = async (email: string, password: string) => {
    const submitted = await browser.follow(new URL(action, issuer).href, issuer, form({ email, password }))
    return { callback: submitted.leftTo ? new URL(submitted.leftTo) : undefined, response: submitted.response }
  }
  return { browser, verifier, html, loginUrl: login.response.url, submit }
}

/** The whole browser sign-in: authorize, login page, credentials, back to the app with a code. */
export async function signIn(issuer: string, email: string, password: string, browser = new Browser()) {
  const { verifier, submit } = await openLoginPage(issuer, browser)
  return { browser, verifier, ...(await submit(email, password)) }
}

export async function tokenRequest(issuer: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${issuer}/token`, { ...form({ client_id: 'lamp-web', ...fields }), headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: APP_ORIGIN } })
}

export async function signInForTokens(issuer: string, email = 'demo@example.com', password = 'Psalm23!'): Promise<TokenResponse> {
  const { callback, verifier } = await signIn(issuer, email, password)
  const code = callback?.searchParams.get('code')
  if (!code) throw new Error('sign-in gave no code')
  const response = await tokenRequest(issuer, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK })
  if (!response.ok) throw new Error(`token exchange failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as TokenResponse
}
