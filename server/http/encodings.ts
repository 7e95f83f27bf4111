import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliCompress, type Gzip } from 'node:zlib'

/**
 * The server's one home for content codings: which ones it speaks, which one a request gets, and at what settings
 * both the streaming middleware (compress.ts) and the content service's stored answers (content/response-cache.ts)
 * compress.
 */
export type Encoding = 'br' | 'gzip'

/** Bodies this small are not worth a compression header (and can grow when compressed). */
export const MIN_COMPRESSIBLE_BYTES = 1024

/**
 * Brotli quality 5 and gzip level 6: on the site's JSON and HTML higher settings gain a few per cent in size for many
 * times the CPU (brotli's default 11 takes seconds on the largest chapter's page), and an attacker asking for many
 * different pages would make the server pay it.
 */
export const BROTLI_QUALITY = 5
export const GZIP_LEVEL = 6

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

/** A stream that compresses what is piped through it (a file, a rendered page). */
export function compressor(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : createGzip({ level: GZIP_LEVEL })
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Bytes compressed whole, in the thread pool (never on the event loop): an answer kept to be sent many times. */
export async function compressBytes(encoding: Encoding, bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(encoding === 'br'
    ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : await gzipped(bytes, { level: GZIP_LEVEL }))
}
