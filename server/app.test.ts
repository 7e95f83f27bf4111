import { mkdtempSync, rmSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp, type AppOptions } from './app.ts'
import { readSettings } from './settings.ts'
import { PERMISSIONS_POLICY } from './http/security-headers.ts'
import { writeFakeBuild } from './testing/fake-build.ts'
import { bearerFor, createTestApp, TEST_APP_ORIGIN, TEST_MEMBERS, verifyTestToken, type TestApp } from './testing/test-app.ts'

// The seeded database is made once; the app under test is built in each test (decision 0115).
let t: TestApp
let app: Hono
let root: string
let distLink: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lamp-dist-'))
  for (const build of ['build-a', 'build-b']) {
    writeFakeBuild(join(root, build), build)
    writeFileSync(join(root, build, 'client', 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["../src/app/main.tsx"]}')
    // ".map" inside a name is not a source map.
    writeFileSync(join(root, build, 'client', 'assets', 'bible.maps-abc123.js'), 'console.log("maps");\n')
  }
  distLink = join(root, 'dist')
  symlinkSync(join(root, 'build-a'), distLink)
  t = createTestApp()
})
afterAll(() => {
  t.close()
  rmSync(root, { recursive: true, force: true })
})
const appWith = (options: Partial<AppOptions> = {}) =>
  createApp({ db: t.db, settings: readSettings({}), appOrigin: TEST_APP_ORIGIN, dataDir: t.dataDir, verifyAccessToken: verifyTestToken, distDir: distLink, ...options })
beforeEach(() => {
  app = appWith()
})

const text = async (path: string, init?: RequestInit) => {
  const res = await app.request(path, init)
  return { res, html: await res.text() }
}
const field = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1]

describe('the app server', () => {
  it('answers /healthz', async () => {
    const res = await app.request('/healthz')
    expect([res.status, await res.text()]).toEqual([200, 'ok'])
  })

  it.each(['/', '/bible/new-testament/john/3', '/es/verses/love'])('renders %s on the server, status 200, revalidated', async (path) => {
    const { res, html } = await text(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    expect(field(html, 'path')).toBe(path)
  })

  it('hands the renderer the configured origin, never the request Host', async () => {
    const { html } = await text('http://evil.example/about')
    expect(field(html, 'origin')).toBe(TEST_APP_ORIGIN)
  })

  it('puts a fresh nonce into each response and its Content-Security-Policy, also for a cached page', async () => {
    const nonces = await Promise.all([1, 2].map(async () => {
      const { res, html } = await text('/verses/hope')
      const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1] ?? ''
      expect(res.headers.get('Content-Security-Policy')).toContain(`script-src 'self' 'nonce-${nonce}'`)
      return nonce
    }))
    expect(nonces[0]).not.toBe(nonces[1])
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })

  it('renders an anonymous page once, then answers it from the HTML cache; a query string is always rendered', async () => {
    const first = field((await text('/articles')).html, 'renders')
    expect(field((await text('/articles')).html, 'renders')).toBe(first)
    expect(field((await text('/articles?x=1')).html, 'renders')).not.toBe(first)
  })

  it('renders a page that many readers ask for at once only once', async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, () => text('/verses/peace')))
    expect(new Set(pages.map(({ html }) => field(html, 'renders'))).size).toBe(1)
    expect(new Set(pages.map(({ res }) => res.headers.get('Content-Security-Policy'))).size).toBe(8)
  })

  it('never caches a miss: a 404 page is rendered each time', async () => {
    const first = await text('/missing')
    const second = await text('/missing')
    expect([first.res.status, second.res.status]).toEqual([404, 404])
    expect(field(second.html, 'renders')).not.toBe(field(first.html, 'renders'))
  })

  it('serves built files, fingerprinted assets with a year-long immutable cache, a missing asset as a plain 404', async () => {
    const asset = await app.request('/assets/main-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/)
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const robots = await app.request('/robots.txt')
    expect(robots.headers.get('Cache-Control')).toBe('no-cache')
    const compressed = await app.request('/assets/main-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(compressed.headers.get('Content-Encoding')).toBe('br')
    const gone = await app.request('/assets/gone-123.css')
    expect([gone.status, await gone.text()]).toEqual([404, 'Not Found'])
  })

  it('answers unknown API paths with JSON 404, never a page', async () => {
    for (const path of ['/umbraco/delivery/api/v2/nothing', '/bible-api/api/v2/nothing', '/global/x', '/lead-pathing', '/lead-pathing/leads']) {
      const res = await app.request(path)
      expect({ path, status: res.status, type: res.headers.get('Content-Type') }).toMatchObject({ path, status: 404, type: expect.stringMatching(/json/) as unknown })
    }
  })

  it('answers API paths only when it has no built app (npm run dev)', async () => {
    const apiOnly = createApp({ db: t.db, settings: readSettings({}), appOrigin: 'http://app.test', dataDir: t.dataDir })
    expect((await apiOnly.request('/')).status).toBe(404)
    expect((await apiOnly.request('/umbraco/delivery/api/v2/content/item/bible')).status).toBe(200)
  })

  it('switches whole to a new build when DIST_DIR is pointed at it, and answers from the old one until then', async () => {
    expect(field((await text('/news')).html, 'build')).toBe('build-a')
    const next = join(root, 'dist.next')
    symlinkSync(join(root, 'build-b'), next)
    renameSync(next, distLink)
    await expect.poll(async () => field((await text('/news')).html, 'build'), { timeout: 5_000, interval: 200 }).toBe('build-b')
    expect((await app.request('/assets/main-abc123.js')).status).toBe(200)
  })
})

describe('headers on every response', () => {
  it.each([
    ['/healthz'], ['/'], ['/assets/main-abc123.js'], ['/missing.js'], ['/umbraco/delivery/api/v2/content/item/bible'],
    ['/umbraco/delivery/api/v2/content?take=-1'], ['/bible-api/api/v2/account'], ['/lead-pathing/params'], ['/ad-sandbox/ads.js'],
    ['/home-page/verses.php'],
  ])('%s: no sniffing, a strict referrer policy and no powerful features', async (path) => {
    const res = await app.request(path, { redirect: 'manual' })
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY)
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/)
  })

  it('makes every answer to a request with credentials no-store, public content included', async () => {
    const member = { Authorization: bearerFor(TEST_MEMBERS.demo) }
    for (const path of ['/bible-api/api/v2/account', '/bible-api/api/v2/favorites', '/umbraco/delivery/api/v2/content/item/bible']) {
      const res = await app.request(path, { headers: member })
      expect({ path, status: res.status, cache: res.headers.get('Cache-Control') }).toEqual({ path, status: 200, cache: 'no-store' })
    }
    // The same public item without a token may be kept by any cache.
    expect((await app.request('/umbraco/delivery/api/v2/content/item/bible')).headers.get('Cache-Control')).toMatch(/^public/)
  })
})

describe('source maps', () => {
  it('are never served, even when the build left them in dist', async () => {
    for (const path of ['/assets/main-abc123.js.map', '/assets/MAIN-abc123.JS.MAP', '/assets/missing.js.map']) {
      const res = await app.request(path)
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
      expect(await res.text()).not.toContain('sources')
    }
  })
})

describe('bodies', () => {
  it('are refused with 413 past the backstop on any route, before a handler reads them', async () => {
    const huge = 'x'.repeat(300 * 1024)
    for (const path of ['/healthz', '/bible-api/api/v2/account', '/ad-sandbox/ads.js', '/anything']) {
      const res = await app.request(path, { method: 'POST', body: huge })
      expect({ path, status: res.status }).toEqual({ path, status: 413 })
      expect(await res.json()).toMatchObject({ type: 'Error', status: 413, title: 'Request body too large' })
    }
  })
})

describe('each service at its address', () => {
  const member = { Authorization: bearerFor(TEST_MEMBERS.demo) }
  const json = { 'Content-Type': 'application/json' }
  it.each([
    ['the content service', 'GET', '/umbraco/delivery/api/v2/content/item/bible', {}, 200, /^application\/json/, '"name"'],
    ['verse search', 'GET', '/umbraco/api/search/verses?q=love', {}, 200, /^application\/json/, '"total"'],
    ['the account service', 'GET', '/bible-api/api/v2/account', member, 200, /^application\/json/, TEST_MEMBERS.demo.id],
    ['favorites', 'GET', '/bible-api/api/v2/favorites', member, 200, /^application\/json/, '[]'],
    ['prayer points', 'POST', '/bible-api/api/v2/prayer-points/onboarding/abc', member, 400, /^application\/problem\+json/, 'contentId must be a UUID.'],
    ['onboarding', 'POST', '/global/api/v2/onboarding/bible/questions/q1/responses', json, 400, /^application\/problem\+json/, 'pageId is required.'],
    ['lead pathing', 'GET', '/lead-pathing/params', {}, 200, /^application\/json/, 'utm_source'],
    ['the ad sandbox', 'GET', '/ad-sandbox/ads.js', {}, 200, /^text\/javascript/, 'lampAd'],
    ['video clips', 'GET', '/media/clips/none.vtt', {}, 404, /^application\/problem\+json/, 'There is no media file /media/clips/none.vtt.'],
  ])('%s answers %s %s', async (_, method, path, headers, status, type, excerpt) => {
    const res = await app.request(path, { method, headers, ...(method === 'POST' ? { body: '{}', headers: { ...headers, ...json } } : {}) })
    expect({ status: res.status, type: res.headers.get('Content-Type') }).toEqual({ status, type: expect.stringMatching(type) as unknown })
    expect(await res.text()).toContain(excerpt)
  })

  it('refuses a member call without a token', async () => {
    const res = await app.request('/bible-api/api/v2/account')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ title: 'Unauthorized' })
  })

  it("redirects an old site's address permanently", async () => {
    const res = await app.request('/terms.php')
    expect([res.status, res.headers.get('Location')]).toEqual([301, '/terms'])
  })
})

describe('an unknown path under a service', () => {
  it.each([
    ['GET', '/umbraco'], ['GET', '/umbraco/nothing'], ['DELETE', '/bible-api/api/v2/nothing'], ['GET', '/bible-api'], ['PUT', '/global/x'],
    ['GET', '/global'], ['POST', '/lead-pathing'], ['GET', '/lead-pathing/leads'], ['GET', '/ad-sandbox'], ['GET', '/ad-sandbox/x/y'],
  ])('%s %s is a JSON 404 naming the method and the path, never a page', async (method, path) => {
    const res = await app.request(path, { method })
    expect(res.status).toBe(404)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    expect(await res.json()).toEqual({ type: 'Error', title: 'Not Found', status: 404, detail: `There is no ${method} ${path}.` })
  })
})

describe('built files', () => {
  it('with ".map" inside the name (not a source map) are served', async () => {
    const res = await app.request('/assets/bible.maps-abc123.js')
    expect([res.status, await res.text()]).toEqual([200, 'console.log("maps");\n'])
  })
})
