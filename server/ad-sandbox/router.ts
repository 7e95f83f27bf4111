import { readFileSync } from 'node:fs'
import { Hono, type Context } from 'hono'
import { etag } from 'hono/etag'

/**
 * The ad server stand-in (R-ADS-5), mounted at `/ad-sandbox`: the same URLs the app computes from
 * `adScriptBase` (`/ads.js`, `/staging/ads.js`, `/ads.css`). Staging and production get one script;
 * it tells them apart by its own address. Short caching, so a changed stand-in shows up within minutes.
 */
const SCRIPT = readFileSync(new URL('./assets/ads.js', import.meta.url), 'utf8')
const STYLESHEET = readFileSync(new URL('./assets/ads.css', import.meta.url), 'utf8')
export const AD_SANDBOX_CACHE_CONTROL = 'public, max-age=300'

function asset(c: Context, body: string, contentType: string): Response {
  c.header('Content-Type', contentType)
  c.header('Cache-Control', AD_SANDBOX_CACHE_CONTROL)
  c.header('X-Content-Type-Options', 'nosniff')
  return c.body(body)
}

export function createAdSandboxRouter(): Hono {
  const script = (c: Context) => asset(c, SCRIPT, 'text/javascript; charset=utf-8')
  return new Hono()
    .use('*', etag())
    .get('/ads.js', script)
    .get('/staging/ads.js', script)
    .get('/ads.css', (c) => asset(c, STYLESHEET, 'text/css; charset=utf-8'))
}
