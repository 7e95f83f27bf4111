import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compression } from './compress.ts'
import { MIN_COMPRESSIBLE_BYTES } from './encodings.ts'

/** `n` bytes of text, varied enough that nobody mistakes it for a constant. */
const textOf = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + (i % 26))).join('')

/** A file as serveStatic answers it: streamed, with its length declared. */
const streamed = (body: string, type = 'text/plain; charset=utf-8') =>
  new Response(new Blob([body]).stream(), { headers: { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)) } })

const app = new Hono()
app.use('*', compression())
// Generated bodies (JSON, HTML) come without a Content-Length.
app.get('/generated/:n', (c) => c.text(textOf(Number(c.req.param('n')))))
app.get('/file/:n', (c) => streamed(textOf(Number(c.req.param('n')))))
app.get('/events', () => streamed(textOf(4096), 'text/event-stream; charset=utf-8'))
app.get('/broken', () => {
  // A file that fails half-way through reading it.
  let sent = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) controller.error(new Error('disk gone'))
      else controller.enqueue(new TextEncoder().encode(textOf(2048)))
      sent = true
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/plain', 'Content-Length': '4096' } })
})

const get = (path: string, encoding = 'gzip', method = 'GET') => app.request(path, { method, headers: { 'Accept-Encoding': encoding } })

async function decoded(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer())
  const encoding = response.headers.get('Content-Encoding')
  if (encoding === 'gzip') return gunzipSync(bytes).toString()
  if (encoding === 'br') return brotliDecompressSync(bytes).toString()
  return bytes.toString()
}

describe('compression', () => {
  it('compresses a generated body and says the answer varies by Accept-Encoding', async () => {
    for (const encoding of ['gzip', 'br']) {
      const response = await get('/generated/3000', encoding)
      expect(response.headers.get('Content-Encoding')).toBe(encoding)
      expect(response.headers.get('Vary')).toBe('Accept-Encoding')
      expect(response.headers.get('Content-Length')).toBeNull()
      expect(await decoded(response)).toBe(textOf(3000))
    }
  })

  it('compresses a streamed file with its length declared, and the bytes come through whole', async () => {
    const response = await get('/file/5000', 'br')
    expect(response.headers.get('Content-Encoding')).toBe('br')
    expect(response.headers.get('Content-Length')).toBeNull()
    expect(await decoded(response)).toBe(textOf(5000))
  })

  it.each([['generated'], ['file']])('leaves a %s body under the minimum size as it is, and compresses one of exactly that size', async (kind) => {
    const small = await get(`/${kind}/${MIN_COMPRESSIBLE_BYTES - 1}`)
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(small.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await small.text()).toBe(textOf(MIN_COMPRESSIBLE_BYTES - 1))
    const enough = await get(`/${kind}/${MIN_COMPRESSIBLE_BYTES}`)
    expect(enough.headers.get('Content-Encoding')).toBe('gzip')
    expect(await decoded(enough)).toBe(textOf(MIN_COMPRESSIBLE_BYTES))
  })

  it('sends a body uncompressed to a client that accepts no coding it offers', async () => {
    const response = await get('/generated/3000', 'gzip;q=0, deflate')
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(await response.text()).toBe(textOf(3000))
  })

  it('never compresses an event stream (a compressor would hold events back)', async () => {
    const response = await get('/events')
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(await response.text()).toBe(textOf(4096))
  })

  it('answers HEAD without a Content-Encoding: there is no body to compress', async () => {
    const response = await get('/generated/3000', 'gzip', 'HEAD')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBeNull()
  })

  it('ends a compressed body with an error when the file fails while it is read, rather than leaving it hanging', async () => {
    const response = await get('/broken')
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    let timer: NodeJS.Timeout | undefined
    const hung = new Promise<string>((resolve) => { timer = setTimeout(() => resolve('still waiting'), 2_000) })
    await expect(Promise.race([response.arrayBuffer(), hung])).rejects.toThrow()
    clearTimeout(timer)
  })
})
