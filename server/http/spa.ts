import { randomBytes } from 'node:crypto'
import { readFileSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Handler, MiddlewareHandler } from 'hono'
import { JSDOM } from 'jsdom'
import type { BuildAssets, CreatePageRenderer, PageRenderer, PageRendererOptions } from '#contracts/page-renderer.ts'
import { settingsJson, type PublicSettings } from '../settings.ts'
import { contentSecurityPolicy } from './csp.ts'
import { HtmlCache, htmlCacheKey, type CachedPage } from './html-cache.ts'
import { requestHeader } from './request-headers.ts'

/** Vite fingerprints everything under /assets/, so a year is safe; all else must be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Content requests of a server render are addressed here and answered in process: never via the page's Host. */
export const INTERNAL_API_BASE = 'http://lamp.internal'
const API_TIMEOUT_MS = 5_000
/** How often a running server looks whether DIST_DIR now points at another build. */
const SWITCH_CHECK_MS = 1_000
export const DEFAULT_HTML_CACHE_BYTES = 32 * 1024 * 1024
const MAX_CACHED_PAGE_BYTES = 1024 * 1024
/** Renders happen once with this in place of the nonce; each response gets its own (cached pages included). */
const NONCE_PLACEHOLDER = `lamp-nonce-${randomBytes(12).toString('hex')}`
const LOCALE_COOKIE = /(?:^|;\s*)lamp_locale=/
/** Where the provider answers a silent renew or a popup: oidc-client-ts loads these into the app's own frames. */
const AUTH_FRAME_PATHS = new Set(['/auth/silent-callback', '/auth/popup-callback'])

/** One build, loaded whole: its files, its renderer and its own HTML cache, so nothing of two builds mixes. */
export interface LoadedBuild {
  dir: string
  buildId: string
  renderer: PageRenderer
  cache: HtmlCache | null
  serveFile: MiddlewareHandler | null
}

export interface BuildSource {
  /** The build to answer this request with; null when there is none (not built yet). */
  current(): Promise<LoadedBuild | null>
  /** Why there is no build, for the 503 page. */
  missing(): string
}

export interface BuiltAppOptions {
  distDir: string
  settings: PublicSettings
  /** The site's own origin (canonical URLs, the router's origin). */
  appOrigin: string
  /** Answers content requests in process (the app's own fetch). */
  apiFetch: PageRendererOptions['apiFetch']
  htmlCacheBytes?: number
}

let instances = 0

/** Imports a build's server bundle as a module instance of its own (its settings and API wiring are per instance). */
export async function importRenderer(file: string): Promise<CreatePageRenderer> {
  const module = (await import(`${pathToFileURL(file).href}?instance=${++instances}`)) as { createPageRenderer: CreatePageRenderer }
  return module.createPageRenderer
}

/** Everything the renderer needs besides the build's own files. */
export function rendererOptions(settings: PublicSettings, appOrigin: string, apiFetch: PageRendererOptions['apiFetch'], apiBase = INTERNAL_API_BASE) {
  return {
    settings, settingsJson: settingsJson(settings), origin: appOrigin, apiFetch, apiBase, apiTimeoutMs: API_TIMEOUT_MS,
    domWindow: new JSDOM('').window,
  }
}

async function loadBuild(dir: string, options: BuiltAppOptions): Promise<LoadedBuild> {
  const assets = JSON.parse(readFileSync(join(dir, 'assets.json'), 'utf8')) as BuildAssets
  const { id: buildId } = JSON.parse(readFileSync(join(dir, 'client', 'builds', 'latest.json'), 'utf8')) as { id: string }
  const create = await importRenderer(join(dir, 'server', 'entry-server.js'))
  const renderer = create({ ...rendererOptions(options.settings, options.appOrigin, options.apiFetch), buildId, assets })
  const serve = serveStatic({ root: join(dir, 'client') })
  const serveFile: MiddlewareHandler = async (c, next) => {
    let missing = false
    const found = await serve(c, () => {
      missing = true
      return next()
    })
    // serveStatic answers with a Response when the file exists, otherwise it has passed on to next().
    if (!missing && found instanceof Response) found.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
    return found
  }
  const cache = new HtmlCache({ maxBytes: options.htmlCacheBytes ?? DEFAULT_HTML_CACHE_BYTES, maxEntryBytes: MAX_CACHED_PAGE_BYTES })
  return { dir, buildId, renderer, cache, serveFile }
}

/**
 * The built app in DIST_DIR (a build folder, or a link that `npm run build` switches atomically). When DIST_DIR
 * comes to point at another build, the next requests load it whole and then switch to it in one assignment: a
 * request is answered entirely by the old build or entirely by the new one.
 */
export function builtApp(options: BuiltAppOptions): BuildSource {
  let loaded: LoadedBuild | null = null
  let loading: Promise<LoadedBuild | null> | null = null
  let checkedAt = 0
  let problem = `The app is not built (nothing in ${options.distDir}): run "npm start" or "npm run build".`

  const resolveDir = (): string | null => {
    try {
      return realpathSync(options.distDir)
    } catch {
      return null
    }
  }
  const load = (dir: string) => {
    loading ??= loadBuild(dir, options).then(
      (build) => {
        loaded = build
        return build
      },
      (error: unknown) => {
        problem = `The build in ${dir} could not be loaded: ${(error as Error).message}`
        console.error(problem)
        return loaded
      },
    ).finally(() => { loading = null })
    return loading
  }

  return {
    async current() {
      const now = Date.now()
      if (loaded && now - checkedAt < SWITCH_CHECK_MS) return loaded
      checkedAt = now
      const dir = resolveDir()
      if (dir === null) return loaded
      if (loaded?.dir === dir) return loaded
      // A first load waits; a switch keeps answering from the old build until the new one is ready.
      const next = load(dir)
      return loaded ?? next
    },
    missing: () => problem,
  }
}

/** Files of the current build (its client folder); anything else goes on to the page renderer. */
export function staticFiles(source: BuildSource): MiddlewareHandler {
  return async (c, next) => {
    const build = await source.current()
    if (!build?.serveFile) return next()
    return build.serveFile(c, next)
  }
}

export interface PageHandlerOptions {
  settings: PublicSettings
  /** The site's own origin: the address the renderer sees (never the request's Host header). */
  appOrigin: string
  dev?: boolean
}

const todayOnServer = () => new Date().toISOString().slice(0, 10)
const localePrefix = (pathname: string) => (pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en')

/**
 * Every page address: rendered on the server (TanStack Router + React), with this response's CSP nonce. Anonymous
 * GETs of plain addresses (no query string) come from the HTML cache after their first render; the render has the
 * same HTML for everyone (member-only parts render in the browser), so only the nonce differs per response.
 */
/** One server render, read whole (pages are rendered to a string), with the nonce placeholder in it. */
async function renderOnce(build: LoadedBuild, request: Request): Promise<CachedPage> {
  const response = await build.renderer.render(request, { nonce: NONCE_PLACEHOLDER })
  const headers: Array<[string, string]> = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== 'content-length')
  return { status: response.status, headers, body: response.status >= 300 && response.status < 400 ? '' : await response.text() }
}

export function pageHandler(source: BuildSource, { settings, appOrigin, dev = false }: PageHandlerOptions): Handler {
  const inflight = new Map<string, Promise<CachedPage>>()
  return async (c) => {
    const build = await source.current()
    if (!build) return c.text(source.missing(), 503)
    const url = new URL(c.req.url)
    // A missing fingerprinted file is a plain 404: a page would only hide the broken reference.
    if (url.pathname.startsWith('/assets/')) return c.text('Not Found', 404)
    const cookie = requestHeader(c, 'cookie') ?? ''
    const nonce = randomBytes(16).toString('base64')
    const frameableBySelf = AUTH_FRAME_PATHS.has(url.pathname)
    const headers = { 'Content-Security-Policy': contentSecurityPolicy(settings, { nonce, dev, frameableBySelf }), 'Cache-Control': 'no-cache' }
    // `/` may redirect a returning Spanish reader (their cookie), so it is rendered for them, not cached.
    const cacheable = build.cache !== null && url.search === '' && !(url.pathname === '/' && LOCALE_COOKIE.test(cookie))
    const key = htmlCacheKey({ pathname: url.pathname, locale: localePrefix(url.pathname), day: todayOnServer() })
    const cached = cacheable ? build.cache?.get(key) : undefined
    if (cached) return c.body(cached.body.replaceAll(NONCE_PLACEHOLDER, nonce), cached.status as 200, { ...Object.fromEntries(cached.headers), ...headers })

    // A shared render must not end with the first reader who leaves; its content calls have their own timeouts.
    const request = new Request(`${appOrigin}${url.pathname}${url.search}`, { headers: cookie ? { Cookie: cookie } : {}, ...(cacheable ? {} : { signal: c.req.raw.signal }) })
    // Many readers opening the same uncached page at once share one render (a deploy or midnight empties the cache).
    const renderKey = `${build.dir}\0${key}`
    const shared = cacheable ? inflight.get(renderKey) : undefined
    const rendered = shared ?? renderOnce(build, request)
    if (cacheable && !shared) {
      inflight.set(renderKey, rendered)
      const forget = () => { inflight.delete(renderKey) }
      rendered.then(forget, forget)
    }
    const page = await rendered
    if (page.status >= 300 && page.status < 400) return new Response(null, { status: page.status, headers: [...page.headers, ...Object.entries(headers)] })
    if (cacheable && page.status === 200) build.cache?.set(key, page)
    return c.body(page.body.replaceAll(NONCE_PLACEHOLDER, nonce), page.status as 200, { ...Object.fromEntries(page.headers), ...headers })
  }
}
