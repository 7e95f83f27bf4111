import { IncomingMessage } from 'node:http'
import type { Context } from 'hono'

/** Node's own request, when the app runs on @hono/node-server (it passes it as `env.incoming`); none under `app.request()`. */
function incomingOf(c: Context): IncomingMessage | undefined {
  const env: unknown = c.env
  return typeof env === 'object' && env !== null && 'incoming' in env && env.incoming instanceof IncomingMessage ? env.incoming : undefined
}

/**
 * A request header, read from the headers Node has already parsed. `c.req.header()` first builds a web `Headers`
 * object from Node's raw headers, work paid on every request (decision 0132). Node joins a repeated
 * header with ", " as `Headers` does, except a few single-valued ones (Authorization, Content-Length among them), where
 * it keeps the first. Without Node's request (`app.request()` in tests) it is `c.req.header()`.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = incomingOf(c)
  if (!incoming) return c.req.header(name)
  const value = incoming.headers[name]
  return typeof value === 'string' ? value : value?.join(', ')
}

/** The request's path and query, as sent. */
export function requestTarget(c: Context): string {
  const url = incomingOf(c)?.url ?? c.req.url
  return url.startsWith('/') ? url : url.slice(url.indexOf('/', url.indexOf('//') + 2))
}
