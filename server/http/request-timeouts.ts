import type { ServerOptions } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { isBodilessRead } from './json-body.ts'
import { HttpProblem } from './problem.ts'

/**
 * How long a client may take to send its request (README "Limits"): a body trickled a byte at a time must not hold
 * a socket and a request's memory for minutes. Every body the services take is small (256 KB at most), so these
 * leave a slow phone plenty of time.
 */
export interface RequestTimeouts {
  /** The app server reads a body for at most this long, then answers 408 with problem details. */
  bodyMs: number
  /** Node's own limit for the headers (408 without a body: nothing of the request is known yet). */
  headersMs: number
  /** Node's limit for the whole request, a backstop behind the app's own (and the provider's only one). */
  requestMs: number
  /** How often Node looks for connections past those limits (its default, 30 s, would let them run that much longer). */
  checkEveryMs: number
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { bodyMs: 10_000, headersMs: 10_000, requestMs: 15_000, checkEveryMs: 1_000 }

/** The options of `http.createServer` that hold its sockets to `timeouts`. */
export function serverTimeouts(timeouts: RequestTimeouts = REQUEST_TIMEOUTS): ServerOptions {
  return { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkEveryMs }
}

/**
 * Gives a request's body `ms` to arrive, counted from when its headers did: past that, reading it fails with a 408
 * problem (the one error handler answers it) and the connection closes after the answer, so the rest of a trickled
 * body is never waited for. Whatever reads the body (the size limit, `readJson`, a handler) meets the deadline.
 */
export function bodyDeadline(ms: number): MiddlewareHandler {
  return async (c, next) => {
    const body = isBodilessRead(c) ? null : c.req.raw.body
    if (!body) return next()
    const reader = body.getReader()
    let timer: NodeJS.Timeout | undefined
    let timedOut = false
    const timed = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setTimeout(() => {
          timedOut = true
          controller.error(new HttpProblem(408, 'Request Timeout', `The request body did not arrive within ${ms / 1000} seconds.`))
          void reader.cancel().catch(() => undefined)
        }, ms)
      },
      async pull(controller) {
        try {
          const { done, value } = await reader.read()
          if (timedOut) return
          if (done) {
            clearTimeout(timer)
            controller.close()
          } else controller.enqueue(value)
        } catch (error) {
          clearTimeout(timer)
          if (!timedOut) controller.error(error)
        }
      },
      cancel(reason) {
        clearTimeout(timer)
        return reader.cancel(reason)
      },
    })
    c.req.raw = new Request(c.req.raw, { body: timed, duplex: 'half' } as RequestInit)
    try {
      await next()
    } finally {
      clearTimeout(timer)
    }
    if (timedOut) c.res.headers.set('Connection', 'close')
  }
}
