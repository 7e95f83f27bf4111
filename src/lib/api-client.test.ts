/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isUnderBase } from './api-base.ts'
import { createApiClient } from './api-client.ts'

interface Seen { method: string; url: string; headers: IncomingHttpHeaders }

// A real server that fails on purpose: each path scripts the statuses it answers with, in order.
let server: Server
let baseURL = ''
let seen: Seen[] = []
let script: Record<string, number[]> = {}
const hang = new Set<string>()

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    // A path listed in `hang` never answers, like a service that accepted the connection and froze.
    if (hang.has(url.pathname)) return
    const status = script[url.pathname]?.shift() ?? 200
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ status, path: url.pathname }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections()
  server.close(() => resolve())
}))

beforeEach(() => {
  seen = []
  script = {}
})

const client = (locale?: string) =>
  createApiClient({ baseURL, startItem: 'lamp', retries: 3, retryBaseDelayMs: 1, getLocale: () => locale })

// The retry rules and deadlines are the HTTP policy's (http.test.ts); these are what the API client adds to it.
describe('api client', () => {
  it('sends locale en-US by default and no Accept-Language when no locale is known', async () => {
    await client()('/plain')
    const [first] = seen
    expect(new URL(first?.url ?? '', baseURL).searchParams.get('locale')).toBe('en-US')
    // Node's fetch adds `Accept-Language: *` itself; the client must not add a language of its own.
    expect([undefined, '*']).toContain(first?.headers['accept-language'])
    expect(first?.headers['start-item']).toBeUndefined()
  })

  it('sends the locale as query and Accept-Language, and Start-Item on content calls', async () => {
    await client('es-ES')('/umbraco/delivery/api/v2/content/item/bible', { query: { expand: 'properties[$all]' } })
    const [first] = seen
    const url = new URL(first?.url ?? '', baseURL)
    expect(url.searchParams.get('locale')).toBe('es-ES')
    expect(url.searchParams.get('expand')).toBe('properties[$all]')
    expect(first?.headers['accept-language']).toBe('es-ES')
    expect(first?.headers['start-item']).toBe('lamp')
  })

  it('keeps headers and the locale query on every retry', async () => {
    script['/umbraco/delivery/api/v2/content'] = [502]
    await client('es-ES')('/umbraco/delivery/api/v2/content', { locale: 'en-US' })
    expect(seen).toHaveLength(2)
    for (const request of seen) {
      expect(new URL(request.url, baseURL).searchParams.getAll('locale')).toEqual(['en-US'])
      expect(request.headers['accept-language']).toBe('en-US')
      expect(request.headers['start-item']).toBe('lamp')
    }
  })

  it('runs extra request hooks, the slot a bearer token will use', async () => {
    const api = createApiClient({
      baseURL, startItem: '',
      onRequest: [({ options }) => { options.headers.set('Authorization', 'Bearer t0k3n') }],
    })
    await api('/account')
    expect(seen[0]?.headers.authorization).toBe('Bearer t0k3n')
  })

  it('goes out under the HTTP policy: a service that never answers ends the call at the deadline', async () => {
    hang.add('/frozen')
    const api = createApiClient({ baseURL, startItem: '', retries: 3, retryBaseDelayMs: 1, readTimeoutMs: 150 })
    await expect(api('/frozen')).rejects.toMatchObject({ name: 'ApiTimeoutError', status: 504 })
    expect(seen).toHaveLength(1)
  })
})

describe('isUnderBase: the only addresses that may carry the bearer token', () => {
  it.each([
    ['/bible-api/api/v2/account', '', true],
    ['http://app.example/bible-api/x', '', true],
    ['https://evil.example/x', '', false],
    ['//evil.example/x', '', false],
    ['/\\evil.example/x', '', false],
    ['/umbraco/delivery/api/v2/content', 'https://api.example/v2', true],
    ['https://api.example/v2/account', 'https://api.example/v2', true],
    ['https://api.example/v2/../admin', 'https://api.example/v2', false],
    ['/../admin', 'https://api.example/v2', false],
    ['https://api.example.evil.example/v2/x', 'https://api.example/v2', false],
    ['https://api.example/v20/x', 'https://api.example/v2', false],
  ])('%s under base %j: %s', (path, base, expected) => {
    expect(isUnderBase(path, base, 'http://app.example')).toBe(expected)
  })
})
