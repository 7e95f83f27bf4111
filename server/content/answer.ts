import type { Context } from 'hono'
import { chooseEncoding, MIN_COMPRESSIBLE_BYTES } from '../http/encodings.ts'
import { requestHeader } from '../http/request-headers.ts'
import type { CachedAnswer, ResponseCache } from './response-cache.ts'

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag))
}

/**
 * Sends a content answer as stored bytes: brotli or gzip when the client takes it (each form with its own ETag), or
 * the JSON itself; 304 when the client already has these bytes. `headers` are sent as well. The headers are a plain
 * object, never a `Headers` (as `c.body()` would make): Node writes a plain object as it is (decision 0132).
 */
export async function sendAnswer(c: Context, cache: ResponseCache, key: string, answer: CachedAnswer, headers: Readonly<Record<string, string>> = {}): Promise<Response> {
  const encoding = answer.identity.bytes.length >= MIN_COMPRESSIBLE_BYTES ? chooseEncoding(requestHeader(c, 'accept-encoding')) : null
  const representation = encoding ? await cache.encoded(key, answer, encoding) : answer.identity
  // Object.assign, not a spread: a spread object that then gains properties gets a new shape from V8 each time.
  const sent: Record<string, string> = Object.assign({ ETag: representation.etag, 'Content-Language': answer.contentLanguage }, headers)
  if (matchesEtag(requestHeader(c, 'if-none-match'), representation.etag)) return new Response(null, { status: 304, headers: sent })
  sent['Content-Type'] = 'application/json; charset=utf-8'
  sent['Content-Length'] = String(representation.bytes.length)
  if (encoding) sent['Content-Encoding'] = encoding
  return new Response(representation.bytes, { status: 200, headers: sent })
}
