import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { requestHeader } from './request-headers.ts'

type Encoding = 'br' | 'gzip'

/** Bodies this small are not worth a compression header (and can grow when compressed). */
export const MIN_COMPRESSIBLE_BYTES = 1024
const COMPRESSIBLE = /^(text\/|application\/(json|problem\+json|javascript|xml|manifest\+json)|image\/svg\+xml)/

/** Browsers send one of a handful of Accept-Encoding values: each is parsed once (the memo stays small). */
const chosen = new Map<string, Encoding | null>()
const MAX_REMEMBERED = 64

/** Picks br over gzip, honouring q-values (`gzip;q=0` refuses gzip). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  let encoding = chosen.get(acceptEncoding)
  if (encoding === undefined) {
    if (chosen.size >= MAX_REMEMBERED) chosen.clear()
    chosen.set(acceptEncoding, (encoding = parseAcceptEncoding(acceptEncoding)))
  }
  return encoding
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    quality.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepts = (encoding: Encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/**
 * Streams gzip or brotli compression with node:zlib (hono/compress only has gzip/deflate because
 * CompressionStream in Node 20 has no brotli). Brotli runs at quality 5: the default 11 is far too slow per request.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (!/accept-encoding/i.test(res.headers.get('Vary') ?? '')) res.headers.append('Vary', 'Accept-Encoding')
    if (res.headers.has('Content-Encoding')) return
    const encoding = chooseEncoding(requestHeader(c, 'accept-encoding'))
    const length = res.headers.get('Content-Length')
    const type = res.headers.get('Content-Type') ?? ''
    // `res.body` last: reading it turns the server's lightweight response into a full one, a cost an already
    // compressed answer (the content service's stored bytes) must not pay.
    if (
      !encoding || c.req.method === 'HEAD' || res.headers.has('Content-Encoding') || res.headers.has('Content-Range') ||
      !COMPRESSIBLE.test(type) || type.startsWith('text/event-stream') || (length !== null && Number(length) < MIN_COMPRESSIBLE_BYTES) || !res.body
    ) return
    // Files come with a length and are streamed; generated bodies (JSON, HTML) are already in memory, so reading
    // them to learn their size costs nothing and keeps tiny answers uncompressed.
    const buffered = length === null ? Buffer.from(await res.arrayBuffer()) : null
    if (buffered !== null && buffered.length < MIN_COMPRESSIBLE_BYTES) {
      c.res = new Response(buffered, res)
      return
    }
    const compressor = encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip()
    const source = buffered !== null ? Readable.from([buffered]) : Readable.fromWeb(res.body as NodeWebStream<Uint8Array>)
    source.on('error', (error) => compressor.destroy(error))
    const body = Readable.toWeb(source.pipe(compressor)) as ReadableStream<Uint8Array>
    // Hono copies the old response's headers onto the new one, so the old headers are edited in place.
    res.headers.set('Content-Encoding', encoding)
    res.headers.delete('Content-Length')
    c.res = new Response(body, res)
  }
}
