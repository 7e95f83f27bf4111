import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import type { MiddlewareHandler } from 'hono'
import { chooseEncoding, compressor, MIN_COMPRESSIBLE_BYTES } from './encodings.ts'
import { requestHeader } from './request-headers.ts'

const COMPRESSIBLE = /^(text\/|application\/(json|problem\+json|javascript|xml|manifest\+json)|image\/svg\+xml)/

/**
 * Streams gzip or brotli compression with node:zlib (hono/compress only has gzip/deflate because
 * CompressionStream in Node 20 has no brotli), at the settings of encodings.ts.
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
    const compressing = compressor(encoding)
    const source = buffered !== null ? Readable.from([buffered]) : Readable.fromWeb(res.body as NodeWebStream<Uint8Array>)
    source.on('error', (error) => compressing.destroy(error))
    const body = Readable.toWeb(source.pipe(compressing)) as ReadableStream<Uint8Array>
    // Hono copies the old response's headers onto the new one, so the old headers are edited in place.
    res.headers.set('Content-Encoding', encoding)
    res.headers.delete('Content-Length')
    c.res = new Response(body, res)
  }
}
