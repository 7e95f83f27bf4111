import type { MiddlewareHandler } from 'hono'
import { requestHeader } from './request-headers.ts'

/**
 * Powerful browser features the site never uses, switched off for the page and anything it embeds (an ad, a
 * video): a compromised third-party script cannot ask for the camera. Fullscreen and autoplay stay allowed
 * for embedded videos.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()', 'hid=()', 'magnetometer=()',
  'microphone=()', 'midi=()', 'payment=()', 'serial=()', 'usb=()', 'xr-spatial-tracking=()',
].join(', ')

/** The headers every response carries, whoever asked. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
}

/**
 * Headers on every response of the app server: no MIME sniffing, the full address never leaves the site in a
 * Referer, unused features off. Whatever answers a request that carried credentials is `no-store`: no browser or
 * shared cache may keep a member's data. (The Content-Security-Policy of HTML pages is set where the HTML is made.)
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value)
    if (requestHeader(c, 'authorization') !== undefined || c.res.status === 401 || c.res.status === 403) {
      headers.set('Cache-Control', 'no-store')
    }
  }
}
