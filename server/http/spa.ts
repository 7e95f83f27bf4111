import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Handler, MiddlewareHandler } from 'hono'
import { injectSettings, type PublicSettings } from '../settings.ts'

/** Vite fingerprints everything under /assets/, so a year is safe; all else must be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Files from the built app (dist), except index.html, which only goes out with the settings injected. */
export function staticFiles(distDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: distDir })
  return async (c, next) => {
    if (c.req.path === '/' || c.req.path === '/index.html') return next()
    let missing = false
    const found = await serve(c, () => {
      missing = true
      return next()
    })
    // serveStatic answers with a Response when the file exists, otherwise it has passed on to next().
    if (!missing && found instanceof Response) found.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
    return found
  }
}

/**
 * The SPA's index.html with the runtime settings, read once and kept in memory. Paths whose last segment has
 * a dot are missing files: they get the page with status 404, and the SPA shows its Page Not Found.
 */
export function spaFallback(distDir: string, settings: PublicSettings): Handler {
  let html: string | null = null
  return async (c) => {
    if (html === null) {
      try {
        html = injectSettings(await readFile(join(distDir, 'index.html'), 'utf8'), settings)
      } catch {
        return c.text(`The app is not built (no ${join(distDir, 'index.html')}): run "npm start" or "npm run build".`, 503)
      }
    }
    const lastSegment = c.req.path.split('/').pop() ?? ''
    c.header('Cache-Control', 'no-cache')
    return c.html(html, lastSegment.includes('.') && c.req.path !== '/index.html' ? 404 : 200)
  }
}
