import type { Context } from 'hono'
import { chooseEncoding, MIN_COMPRESSIBLE_BYTES } from '../http/compress.ts'
import type { CachedAnswer, ResponseCache } from './response-cache.ts'

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag))
}

/**
 * Sends a content answer as stored bytes: brotli or gzip when the client takes it (each form with its own
 * ETag), or the JSON itself; 304 when the client already has these bytes.
 */
export async function sendAnswer(c: Context, cache: ResponseCache, key: string, answer: CachedAnswer): Promise<Response> {
  const encoding = answer.identity.bytes.length >= MIN_COMPRESSIBLE_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : null
  const representation = encoding ? await cache.encoded(key, answer, encoding) : answer.identity
  const headers: Record<string, string> = { ETag: representation.etag, 'Content-Language': answer.contentLanguage }
  if (matchesEtag(c.req.header('If-None-Match'), representation.etag)) return c.body(null, 304, headers)
  headers['Content-Type'] = 'application/json; charset=utf-8'
  headers['Content-Length'] = String(representation.bytes.length)
  if (encoding) headers['Content-Encoding'] = encoding
  return c.body(representation.bytes, 200, headers)
}
