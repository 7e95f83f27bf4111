/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { problemOf } from './problem.ts'
import { createHttp } from './http.ts'

interface Seen { method: string; url: string; headers: IncomingHttpHeaders }

// A real server that fails on purpose: each path scripts the statuses it answers with, in order.
let server: Server
let baseURL = ''
let seen: Seen[] = []
let script: Record<string, number[]> = {}
const hang = new Set<string>()

const PROBLEM = { type: 'Error', title: 'Invalid body', status: 400, detail: 'firstName must not be empty.', errors: { firstName: ['firstName must not be empty.'] } }

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    // A path listed in `hang` never answers, like a service that accepted the connection and froze.
    if (hang.has(url.pathname)) return
    if (url.pathname === '/problem') {
      res.writeHead(400, { 'content-type': 'application/problem+json' })
      return res.end(JSON.stringify(PROBLEM))
    }
    if (url.pathname === '/html-error') {
      res.writeHead(502, { 'content-type': 'text/html' })
      return res.end('<h1>Bad gateway</h1>')
    }
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

const http = () => createHttp({ baseURL, retries: 3, retryBaseDelayMs: 1 })

describe('the HTTP policy', () => {
  it('retries a GET on 503 until it succeeds', async () => {
    script['/flaky'] = [503, 503]
    await expect(http()('/flaky')).resolves.toEqual({ status: 200, path: '/flaky' })
    expect(seen).toHaveLength(3)
  })

  it('retries every listed status (408, 409, 425, 429, 500, 502, 504)', async () => {
    script['/statuses'] = [408, 409, 425]
    script['/more'] = [429, 500, 502]
    await http()('/statuses')
    await http()('/more')
    script['/gateway'] = [504]
    await http()('/gateway')
    expect(seen).toHaveLength(4 + 4 + 2)
  })

  it('gives up after the retry budget and surfaces the last status', async () => {
    script['/down'] = [503, 503, 503, 503, 503, 503]
    await expect(http()('/down')).rejects.toMatchObject({ status: 503 })
    expect(seen).toHaveLength(4) // the first try plus 3 retries, never more
  })

  it('does not retry a 404', async () => {
    script['/missing'] = [404]
    await expect(http()('/missing')).rejects.toMatchObject({ status: 404 })
    expect(seen).toHaveLength(1)
  })

  it('never retries a POST, even on a retryable status', async () => {
    script['/submit'] = [503]
    await expect(http()('/submit', { method: 'POST', body: { a: 1 } })).rejects.toMatchObject({ status: 503 })
    expect(seen).toHaveLength(1)
  })

  it('retries as often as the caller’s policy says, and not at all with none', async () => {
    script['/twice'] = [503, 503, 503]
    await expect(createHttp({ baseURL, retries: 1, retryBaseDelayMs: 1 })('/twice')).rejects.toMatchObject({ status: 503 })
    expect(seen).toHaveLength(2)
    script['/once'] = [503]
    await expect(createHttp({ baseURL, retries: 0 })('/once')).rejects.toMatchObject({ status: 503 })
    expect(seen).toHaveLength(3)
  })

  it('gives up on a service that never answers, without retrying, after the read or write deadline', async () => {
    hang.add('/frozen')
    const bounded = createHttp({ baseURL, retries: 3, retryBaseDelayMs: 1, readTimeoutMs: 150, writeTimeoutMs: 250 })
    const started = Date.now()
    await expect(bounded('/frozen')).rejects.toMatchObject({ name: 'ApiTimeoutError', status: 504, message: expect.stringContaining('within 150 ms') })
    const readMs = Date.now() - started
    await expect(bounded('/frozen', { method: 'PUT', body: { a: 1 } })).rejects.toMatchObject({ name: 'ApiTimeoutError', status: 504, message: expect.stringContaining('within 250 ms') })
    expect(seen).toHaveLength(2)
    // Bounded by the deadline (a generous upper bound: this is a correctness test, not a benchmark).
    expect(readMs).toBeLessThan(2_000)
  })

  it('a call its caller stops is stopped, not reported as the service timing out', async () => {
    hang.add('/frozen')
    const stop = new AbortController()
    const call = http()('/frozen', { signal: stop.signal })
    stop.abort()
    const error: unknown = await call.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).name).not.toBe('ApiTimeoutError')
  })

  it('parses a problem-details answer, which problemOf reads back from the error', async () => {
    const error: unknown = await http()('/problem', { method: 'PUT', body: {} }).catch((caught: unknown) => caught)
    expect(problemOf(error)).toEqual(PROBLEM)
  })

  it('problemOf answers null for a failure that carries no problem details', async () => {
    const htmlError: unknown = await createHttp({ baseURL, retries: 0 })('/html-error').catch((caught: unknown) => caught)
    expect(problemOf(htmlError)).toBeNull()
    hang.add('/frozen')
    const timedOut: unknown = await createHttp({ baseURL, readTimeoutMs: 50 })('/frozen').catch((caught: unknown) => caught)
    expect(problemOf(timedOut)).toBeNull()
    expect([problemOf(new Error('offline')), problemOf(undefined), problemOf({ data: { status: '400' } })]).toEqual([null, null, null])
  })
})
