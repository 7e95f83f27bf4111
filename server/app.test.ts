import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { readSettings, SETTINGS_MARKER } from './settings.ts'
import { PERMISSIONS_POLICY } from './http/security-headers.ts'
import { bearerFor, createTestApp, TEST_MEMBERS, type TestApp } from './testing/test-app.ts'

let t: TestApp
let distDir: string
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'lamp-dist-'))
  mkdirSync(join(distDir, 'assets'))
  writeFileSync(join(distDir, 'index.html'), `<!doctype html><html><head>${SETTINGS_MARKER}</head><body></body></html>`)
  writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log("lamp");\n'.repeat(200))
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *\n')
  writeFileSync(join(distDir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["../src/app/main.tsx"]}')
  t = createTestApp({ distDir })
})
afterAll(() => {
  t.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('the app server', () => {
  it('answers /healthz', async () => {
    const res = await t.app.request('/healthz')
    expect([res.status, await res.text()]).toEqual([200, 'ok'])
  })

  it.each(['/', '/index.html', '/bible/new-testament/john/3', '/es/verses/love'])('serves %s as the SPA with settings, status 200', async (path) => {
    const res = await t.app.request(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    const html = await res.text()
    expect(html).toContain('<script>window.__LAMP_SETTINGS__={"siteName":"Lamp"')
    expect(html).not.toContain(SETTINGS_MARKER)
  })

  it('answers a missing file with the SPA and status 404, so the app shows Page Not Found', async () => {
    for (const path of ['/missing.js', '/assets/gone-123.css', '/about.html']) {
      const res = await t.app.request(path)
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
      expect(await res.text()).toContain('__LAMP_SETTINGS__')
    }
  })

  it('serves built files, fingerprinted assets with a year-long immutable cache', async () => {
    const asset = await t.app.request('/assets/main-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/)
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const robots = await t.app.request('/robots.txt')
    expect(robots.headers.get('Cache-Control')).toBe('no-cache')
    const compressed = await t.app.request('/assets/main-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(compressed.headers.get('Content-Encoding')).toBe('br')
  })

  it('answers unknown API paths with JSON 404, never the SPA', async () => {
    for (const path of ['/umbraco/delivery/api/v2/nothing', '/bible-api/api/v2/nothing', '/global/x', '/lead-pathing', '/lead-pathing/leads']) {
      const res = await t.app.request(path)
      expect({ path, status: res.status, type: res.headers.get('Content-Type') }).toMatchObject({ path, status: 404, type: expect.stringMatching(/json/) as unknown })
    }
  })

  it('answers API paths only when it has no built app (npm run dev)', async () => {
    const apiOnly = createApp({ db: t.db, settings: readSettings({}), appOrigin: 'http://app.test' })
    expect((await apiOnly.request('/')).status).toBe(404)
    expect((await apiOnly.request('/umbraco/delivery/api/v2/content/item/bible')).status).toBe(200)
  })
})

describe('headers on every response', () => {
  it.each([
    ['/healthz'], ['/'], ['/assets/main-abc123.js'], ['/missing.js'], ['/umbraco/delivery/api/v2/content/item/bible'],
    ['/umbraco/delivery/api/v2/content?take=-1'], ['/bible-api/api/v2/account'], ['/lead-pathing/params'], ['/ad-sandbox/ads.js'],
    ['/home-page/verses.php'],
  ])('%s: no sniffing, a strict referrer policy and no powerful features', async (path) => {
    const res = await t.app.request(path, { redirect: 'manual' })
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY)
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/)
  })

  it('makes every answer to a request with credentials no-store, public content included', async () => {
    const member = { Authorization: bearerFor(TEST_MEMBERS.demo) }
    for (const path of ['/bible-api/api/v2/account', '/bible-api/api/v2/favorites', '/umbraco/delivery/api/v2/content/item/bible']) {
      const res = await t.app.request(path, { headers: member })
      expect({ path, status: res.status, cache: res.headers.get('Cache-Control') }).toEqual({ path, status: 200, cache: 'no-store' })
    }
    // The same public item without a token may be kept by any cache.
    expect((await t.app.request('/umbraco/delivery/api/v2/content/item/bible')).headers.get('Cache-Control')).toMatch(/^public/)
  })
})

describe('source maps', () => {
  it('are never served, even when the build left them in dist', async () => {
    for (const path of ['/assets/main-abc123.js.map', '/assets/MAIN-abc123.JS.MAP', '/assets/missing.js.map']) {
      const res = await t.app.request(path)
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
      expect(await res.text()).not.toContain('sources')
    }
  })
})

describe('bodies', () => {
  it('are refused with 413 past the backstop on any route, before a handler reads them', async () => {
    const huge = 'x'.repeat(300 * 1024)
    for (const path of ['/healthz', '/bible-api/api/v2/account', '/ad-sandbox/ads.js', '/anything']) {
      const res = await t.app.request(path, { method: 'POST', body: huge })
      expect({ path, status: res.status }).toEqual({ path, status: 413 })
      expect(await res.json()).toMatchObject({ type: 'Error', status: 413, title: 'Request body too large' })
    }
  })
})
