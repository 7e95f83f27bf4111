import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { jsonDepth, limitBody, MAX_JSON_DEPTH, readJson } from './json-body.ts'
import { problemOnError } from './problem.ts'

let handlerReads = 0
const app = new Hono()
app.onError(problemOnError)
app.post('/', readJson(20), async (c) => {
  handlerReads++
  return c.json({ got: await c.req.json() })
})
app.post('/limited', limitBody(1024), async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)))

const post = (body: string, contentType = 'application/json') => app.request('/', { method: 'POST', body, headers: { 'Content-Type': contentType } })

async function problemOf(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
  return (await response.json()) as { type: string; title: string; status: number; detail: string; errors?: Record<string, string[]> }
}

describe('readJson', () => {
  it('passes the parsed body on', async () => {
    const response = await post('{"a":[1,2]}')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ got: { a: [1, 2] } })
  })

  it('accepts a body exactly at the limit and refuses one past it with 413, before parsing', async () => {
    expect((await post(`"${'x'.repeat(18)}"`)).status).toBe(200)
    const reads = handlerReads
    const response = await post(`"${'x'.repeat(19)}"`)
    expect(response.status).toBe(413)
    expect(await problemOf(response)).toMatchObject({ type: 'Error', status: 413, title: 'Request body too large', detail: expect.stringContaining('POST /') })
    // Too large wins over not JSON: the text is never parsed, and the handler never runs.
    expect((await post('x'.repeat(21))).status).toBe(413)
    expect(handlerReads).toBe(reads)
  })

  it('refuses a body that is not JSON, an empty one included, with 400 problem details', async () => {
    for (const body of ['{nope', '', '   ']) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await problemOf(response)).toMatchObject({ status: 400, title: 'Invalid request body' })
    }
  })

  it('refuses a body that is not declared as JSON with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const response = await post('{}', type)
      expect({ type, status: response.status }).toEqual({ type, status: 415 })
    }
    expect((await post('{}', 'application/merge-patch+json; charset=utf-8')).status).toBe(200)
  })

  it('refuses JSON nested deeper than the limit before anything walks it', async () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n)
    const wide = new Hono().post('/', readJson(100_000), (c) => c.text('ok'))
    const send = (body: string) => wide.request('/', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
    expect((await send(deep(MAX_JSON_DEPTH))).status).toBe(200)
    expect((await send(deep(MAX_JSON_DEPTH + 1))).status).toBe(400)
    expect((await send(deep(40_000))).status).toBe(400)
  })

  it('counts depth outside strings only', () => {
    expect(jsonDepth('{"a":"[[[[{{{{\\"[[["}')).toBe(1)
    expect(jsonDepth('[{"a":[1]},[]]')).toBe(3)
  })
})

describe('what readJson and limitBody say', () => {
  it('names the limit in kilobytes, the method and the path when a body is too large, and closes the connection', async () => {
    const response = await app.request('/limited', { method: 'POST', body: 'x'.repeat(2048) })
    expect(response.status).toBe(413)
    expect(response.headers.get('Connection')).toBe('close')
    expect((await problemOf(response)).detail).toBe('The request body is larger than the 1 KB that POST /limited accepts.')
  })

  it('says which Content-Type a route takes', async () => {
    expect(await problemOf(await post('{}', 'text/plain'))).toEqual({
      type: 'Error', status: 415, title: 'Unsupported Media Type', detail: 'POST / takes a JSON body (Content-Type: application/json).',
    })
  })

  it('takes JSON declared with spaces before its parameters', async () => {
    expect((await post('{}', 'application/json ; charset=utf-8')).status).toBe(200)
  })

  it('says an empty body, a blank one included, is empty, and a too deeply nested one is too deep, naming the body as the field', async () => {
    for (const body of ['', '  \n ']) {
      expect(await problemOf(await post(body))).toMatchObject({ detail: 'The request body is empty; it must be JSON.', errors: { '': ['The request body is empty; it must be JSON.'] } })
    }
    const deep = new Hono().post('/', readJson(1024), (c) => c.text('ok'))
    const response = await deep.request('/', { method: 'POST', body: '['.repeat(33) + ']'.repeat(33), headers: { 'Content-Type': 'application/json' } })
    expect((await problemOf(response)).detail).toBe(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`)
  })

  it('counts the depth of nesting, not the number of arrays or objects side by side', async () => {
    const siblings = new Hono().post('/', readJson(1024), (c) => c.text('ok'))
    const wide = `[${Array.from({ length: 40 }, (_, i) => `[${i}]`).join(',')}]`
    expect((await siblings.request('/', { method: 'POST', body: wide, headers: { 'Content-Type': 'application/json' } })).status).toBe(200)
    expect(jsonDepth(wide)).toBe(2)
  })
})

describe('limitBody on a real socket', () => {
  it('stops reading a streamed body at the limit and answers 413', async () => {
    const server = createServer(getRequestListener(app.fetch)).listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const status = await new Promise<number>((resolve, reject) => {
        // No Content-Length: chunked, so the limit has to count the bytes as they arrive.
        const req = httpRequest({ port, method: 'POST', path: '/limited', headers: { 'Transfer-Encoding': 'chunked' } }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        req.on('error', reject)
        const chunk = Buffer.alloc(64 * 1024, 120)
        // Ten megabytes are offered; the answer comes long before they could all be read.
        let sent = 0
        const pump = () => {
          while (sent < 160 && req.write(chunk)) sent++
          if (sent < 160) req.once('drain', pump)
          else req.end()
        }
        pump()
      })
      expect(status).toBe(413)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
