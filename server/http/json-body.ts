import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { problem, validationProblem } from './problem.ts'
import { requestHeader } from './request-headers.ts'

/**
 * Request-body limits, in bytes (README "Limits"). Every route that reads a body names its own; the backstop
 * covers every request of the app server, so a route added without one still never buffers more than this.
 */
export const BODY_LIMITS = {
  /** Any request of the app server. */
  backstop: 256 * 1024,
  /** A profile change, an onboarding answer, a claim, a lead, a pending impression, a conversion event. */
  small: 16 * 1024,
  /** Up to 50 favorites to add at once (each under 1 KB). */
  favorites: 64 * 1024,
  /** A batch of up to 50 impressions (each with up to 4000 characters of metaData). */
  impressions: 256 * 1024,
} as const

/** JSON nested deeper than this is refused before any code walks it (a recursive walk could overflow the stack). */
export const MAX_JSON_DEPTH = 32

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KB`

/**
 * Refuses a body over `maxBytes` with 413 before it is buffered: a declared Content-Length is checked up front,
 * a streamed body is counted while it arrives and reading stops at the limit.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      // The rest of an oversized upload is not worth reading: the connection closes after the answer.
      c.header('Connection', 'close')
      return problem(c, 413, 'Request body too large', `The request body is larger than the ${kib(maxBytes)} that ${c.req.method} ${c.req.path} accepts.`)
    },
  })
  return (c, next) => (isBodilessRead(c) ? next() : limit(c, next))
}

/**
 * A GET or HEAD without a body. Over HTTP/1.1 a request has a body only with one of these headers; checking them
 * first keeps a plain GET from building the full Request object (which reading `body` does, at a cost every content
 * request would pay).
 */
export const isBodilessRead = (c: Context): boolean => (c.req.method === 'GET' || c.req.method === 'HEAD') &&
  requestHeader(c, 'content-length') === undefined && requestHeader(c, 'transfer-encoding') === undefined

/** The deepest nesting of arrays and objects in JSON text, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c) i++ // backslash: skip the escaped character
      else if (ch === 0x22) inString = false
    } else if (ch === 0x22) inString = true
    else if (ch === 0x5b || ch === 0x7b) deepest = Math.max(deepest, ++depth)
    else if (ch === 0x5d || ch === 0x7d) depth--
  }
  return deepest
}

/**
 * A JSON request body of at most `maxBytes`: 413 when larger, 415 when it is not declared as JSON, 400 when it is
 * empty, not JSON or nested too deeply; all problem details. The parsed body is then checked by a schema
 * ({@link ./validation.ts validJson}), which reads the same text again from Hono's body cache.
 */
export function readJson(maxBytes: number): MiddlewareHandler {
  const limit = limitBody(maxBytes)
  const parse: MiddlewareHandler = async (c, next) => {
    const mediaType = (requestHeader(c, 'content-type') ?? '').split(';')[0]?.trim() ?? ''
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      return problem(c, 415, 'Unsupported Media Type', `${c.req.method} ${c.req.path} takes a JSON body (Content-Type: application/json).`)
    }
    const text = await c.req.text()
    // Decision 0007: the body itself is the field at fault ('').
    const refuse = (message: string) => validationProblem(c, 'Invalid request body', { '': [message] })
    if (text.trim() === '') return refuse('The request body is empty; it must be JSON.')
    if (jsonDepth(text) > MAX_JSON_DEPTH) return refuse(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`)
    try {
      JSON.parse(text)
    } catch {
      return refuse('The request body is not valid JSON.')
    }
    await next()
  }
  return (c, next) =>
    limit(c, async () => {
      const refused = await parse(c, next)
      if (refused) c.res = refused
    })
}
