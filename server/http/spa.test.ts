import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PageRenderer } from '#contracts/page-renderer.ts'
import { readSettings, settingsJson } from '../settings.ts'
import { writeFakeBuild } from '../testing/fake-build.ts'
import { HtmlCache } from './html-cache.ts'
import { builtApp, INTERNAL_API_BASE, pageHandler, rendererOptions, staticFiles, type BuildSource, type LoadedBuild } from './spa.ts'

const settings = readSettings({})
const APP_ORIGIN = 'http://app.test'

/** What the stand-in renderer was asked: one entry per render. */
interface Render { url: string; cookie: string | null; signal: AbortSignal }

/**
 * A build with a stand-in renderer: each page shows its address and how many renders came before it, carries the
 * nonce it was given, and declares a Content-Length (of the text with the placeholder, not of what is sent).
 * `/redirect-<status>` redirects, `/bad` is a 400 page.
 */
function fakeBuild({ cache = true }: { cache?: boolean } = {}): LoadedBuild & { renders: Render[] } {
  const renders: Render[] = []
  const renderer: PageRenderer = {
    async render(request, { nonce }) {
      renders.push({ url: request.url, cookie: request.headers.get('Cookie'), signal: request.signal })
      // Long enough for requests sent together to overlap.
      await new Promise((resolve) => setTimeout(resolve, 20))
      const url = new URL(request.url)
      const redirect = /^\/redirect-(\d+)$/.exec(url.pathname)
      if (redirect) return new Response(null, { status: Number(redirect[1]), headers: { Location: '/elsewhere' } })
      const html = `<script nonce="${nonce}"></script><p id="url">${url.pathname}${url.search}</p><p id="render">${renders.length}</p>`
      return new Response(html, {
        status: url.pathname === '/bad' ? 400 : 200,
        headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Length': String(html.length), Link: '</assets/main.js>; rel=modulepreload' },
      })
    },
  }
  return {
    dir: '/builds/fake', buildId: 'fake', renderer, serveFile: null, renders,
    cache: cache ? new HtmlCache({ maxBytes: 1024 * 1024, maxEntryBytes: 64 * 1024 }) : null,
  }
}

const sourceOf = (build: LoadedBuild | null): BuildSource => ({ current: () => Promise.resolve(build), missing: () => 'Not built yet.' })

function pagesOf(build: LoadedBuild | null) {
  const app = new Hono().get('*', pageHandler(sourceOf(build), { settings, appOrigin: APP_ORIGIN }))
  return async (path: string, init: RequestInit = {}) => {
    const res = await app.request(path, init)
    const html = await res.text()
    const field = (id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1]
    return { res, html, url: field('url'), render: field('render'), nonce: /nonce="([^"]*)"/.exec(html)?.[1] }
  }
}

describe('pageHandler', () => {
  it('answers 503 with the reason when there is no build', async () => {
    const { res, html } = await pagesOf(null)('/articles')
    expect(res.status).toBe(503)
    expect(html).toBe('Not built yet.')
  })

  it("passes the renderer's headers on, except a Content-Length (the nonce changes the length)", async () => {
    const { res, html } = await pagesOf(fakeBuild())('/articles')
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8')
    expect(res.headers.get('Link')).toBe('</assets/main.js>; rel=modulepreload')
    expect(res.headers.get('Content-Length') ?? String(Buffer.byteLength(html))).toBe(String(Buffer.byteLength(html)))
  })

  it('answers a cached page with its own nonce, its Content-Security-Policy and the headers the render had', async () => {
    const get = pagesOf(fakeBuild())
    const first = await get('/articles')
    const second = await get('/articles')
    expect(second.render).toBe(first.render)
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.res.headers.get('Content-Security-Policy')).toContain(`'nonce-${second.nonce ?? ''}'`)
    expect(second.res.headers.get('Cache-Control')).toBe('no-cache')
    expect(second.res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8')
  })

  it('renders / each time for a reader with a locale cookie (it may redirect them), and caches every other page', async () => {
    const get = pagesOf(fakeBuild())
    const locale = { headers: { Cookie: 'theme=dark; lamp_locale=es' } }
    expect((await get('/', locale)).render).not.toBe((await get('/', locale)).render)
    expect((await get('/')).render).toBe((await get('/')).render)
    expect((await get('/articles', locale)).render).toBe((await get('/articles', locale)).render)
  })

  it("hands the reader's cookies to the renderer, and no Cookie header when there are none", async () => {
    const build = fakeBuild()
    const get = pagesOf(build)
    await get('/a', { headers: { Cookie: 'lamp_locale=es' } })
    await get('/b')
    expect(build.renders.map(({ cookie }) => cookie)).toEqual(['lamp_locale=es', null])
  })

  it('renders every request when the build has no HTML cache, requests sent together included', async () => {
    const build = fakeBuild({ cache: false })
    const get = pagesOf(build)
    await Promise.all([get('/articles'), get('/articles')])
    expect(build.renders).toHaveLength(2)
  })

  it('shares a render only between requests for the same page', async () => {
    const build = fakeBuild()
    const get = pagesOf(build)
    const pages = await Promise.all([get('/a'), get('/b'), get('/a')])
    expect(pages.map(({ url }) => url)).toEqual(['/a', '/b', '/a'])
    expect(build.renders).toHaveLength(2)
  })

  it('never hands a render of an address with a query string to a request for the plain address', async () => {
    const build = fakeBuild()
    const get = pagesOf(build)
    const [query, plain] = await Promise.all([get('/articles?page=2'), get('/articles')])
    expect([query.url, plain.url]).toEqual(['/articles?page=2', '/articles'])
  })

  it('stops an uncached render when its reader leaves, never a render others may share', async () => {
    const build = fakeBuild()
    const get = pagesOf(build)
    for (const path of ['/articles?page=2', '/articles']) {
      const reader = new AbortController()
      await get(path, { signal: reader.signal })
      reader.abort()
    }
    expect(build.renders.map(({ signal }) => signal.aborted)).toEqual([true, false])
  })

  it('passes a redirect on without a body, with its Location and the page headers', async () => {
    const get = pagesOf(fakeBuild())
    for (const status of [300, 302, 308]) {
      const { res, html } = await get(`/redirect-${status}`)
      expect({ status: res.status, location: res.headers.get('Location'), type: res.headers.get('Content-Type'), html })
        .toEqual({ status, location: '/elsewhere', type: null, html: '' })
      expect(res.headers.get('Content-Security-Policy')).toContain('script-src')
    }
  })

  it('answers a 400 page with its body, and never caches it', async () => {
    const get = pagesOf(fakeBuild())
    const first = await get('/bad')
    expect([first.res.status, first.url]).toEqual([400, '/bad'])
    expect((await get('/bad')).render).not.toBe(first.render)
  })
})

describe('staticFiles', () => {
  it('passes every request on while there is no build, or the build has no files', async () => {
    for (const build of [null, fakeBuild()]) {
      const app = new Hono().use('*', staticFiles(sourceOf(build))).get('*', (c) => c.text('next'))
      const res = await app.request('/robots.txt')
      expect([res.status, await res.text()]).toEqual([200, 'next'])
    }
  })
})

describe('rendererOptions', () => {
  it('gives the renderer the settings, the app origin, the in-process content address and a DOM', () => {
    const apiFetch = () => Promise.resolve(new Response('{}'))
    const options = rendererOptions(settings, APP_ORIGIN, apiFetch)
    expect(options).toMatchObject({ settings, settingsJson: settingsJson(settings), origin: APP_ORIGIN, apiFetch, apiBase: INTERNAL_API_BASE })
    expect(options.apiTimeoutMs).toBeGreaterThan(0)
    expect(options.domWindow.document.createElement('p').tagName).toBe('P')
    expect(rendererOptions(settings, APP_ORIGIN, apiFetch, 'http://localhost:3000').apiBase).toBe('http://localhost:3000')
  })
})

describe('builtApp', () => {
  let root: string
  let dist: string
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'lamp-spa-'))
    writeFakeBuild(join(root, 'build-a'), 'build-a')
    mkdirSync(join(root, 'broken'))
    dist = join(root, 'dist')
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  afterEach(() => {
    vi.restoreAllMocks()
    rmSync(dist, { force: true })
  })

  /** Points DIST_DIR at `build` in one step, as `npm run build` does. */
  const pointAt = (build: string) => {
    symlinkSync(join(root, build), `${dist}.next`)
    renameSync(`${dist}.next`, dist)
  }
  const source = () => builtApp({ distDir: dist, settings, appOrigin: APP_ORIGIN, apiFetch: () => Promise.resolve(new Response('{}')) })
  /** Lets a build that fails to load (it fails at once, reading files) finish failing. */
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  const clock = () => {
    let now = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    return (ms: number) => { now += ms }
  }

  it('has no build while DIST_DIR does not exist, and says to build the app', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const build = source()
    expect(await build.current()).toBeNull()
    await settle()
    expect(build.missing()).toBe(`The app is not built (nothing in ${dist}): run "npm start" or "npm run build".`)
    expect(errors).not.toHaveBeenCalled()
  })

  it('says why a build could not be loaded, and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    pointAt('broken')
    const build = source()
    expect(await build.current()).toBeNull()
    expect(build.missing()).toMatch(new RegExp(`^The build in ${join(root, 'broken')} could not be loaded: .*assets\\.json`))
    expect(errors).toHaveBeenCalledWith(build.missing())
  })

  it('looks at DIST_DIR at most once a second, and keeps its build while DIST_DIR is gone or unchanged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const tick = clock()
    pointAt('build-a')
    const build = source()
    const loaded = await build.current()
    expect(loaded?.buildId).toBe('build-a')

    // Gone, then back at the same build: the build in hand is kept and never read again (reading it now would fail).
    unlinkSync(dist)
    tick(1_000)
    expect(await build.current()).toBe(loaded)
    pointAt('build-a')
    rmSync(join(root, 'build-a', 'assets.json'))
    tick(1_000)
    expect(await build.current()).toBe(loaded)
    await settle()
    expect(errors).not.toHaveBeenCalled()

    // Pointed at a broken build: not noticed within the second, tried (and refused) once it has passed.
    pointAt('broken')
    tick(999)
    expect(await build.current()).toBe(loaded)
    await settle()
    expect(errors).not.toHaveBeenCalled()
    tick(1)
    expect(await build.current()).toBe(loaded)
    await settle()
    expect(errors).toHaveBeenCalledOnce()
    expect(build.missing()).toContain('could not be loaded')
  })
})
