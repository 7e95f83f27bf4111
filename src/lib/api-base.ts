/**
 * What the first view needs to know about API calls without making one: where the API is and what a failed call
 * answered. The client that makes calls (api-client.ts, with ofetch) loads with the first call (api.ts).
 */

export const CONTENT_PATH = '/umbraco/delivery/api/v2/'

/** A call that got no answer within its deadline (status 504, like a gateway that gave up waiting). */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError'
  readonly status = 504
  constructor(method: string, path: string, timeoutMs: number, cause: unknown) {
    super(`${method} ${path} got no answer within ${timeoutMs} ms`, { cause })
  }
}

/**
 * The HTTP status a failed call answered with (an ofetch FetchError carries it, an ApiTimeoutError says 504), or
 * undefined for anything else.
 */
export function httpStatusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined
}

/** Where relative addresses resolve: the page's origin in the browser, any origin elsewhere. */
const pageOrigin = () => (typeof location === 'undefined' ? 'http://localhost' : location.origin)

/**
 * Whether `path` resolves under `baseURL` ('' = this origin), after the browser's own normalisation: an absolute
 * address elsewhere, `//host`, or dot segments that climb out of the base all answer false.
 */
export function isUnderBase(path: string, baseURL: string, origin = pageOrigin()): boolean {
  try {
    const base = new URL(baseURL === '' ? '/' : `${baseURL.replace(/\/+$/, '')}/`, origin)
    const isAbsolute = /^[a-z][a-z\d+.-]*:|^\/\/|^\\/i.test(path)
    const target = new URL(isAbsolute ? path : `${base.pathname.replace(/\/$/, '')}/${path.replace(/^\/+/, '')}`, base)
    return target.origin === base.origin && target.pathname.startsWith(base.pathname)
  } catch {
    return false
  }
}
