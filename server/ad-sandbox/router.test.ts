import { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import { createAdSandboxRouter } from './router.ts'

// Built per test, not at import time, so a mutation tester's changes to the router reach the tests (decision 0115).
let app: Hono
beforeEach(() => {
  app = new Hono().route('/ad-sandbox', createAdSandboxRouter())
})

describe('ad sandbox router', () => {
  it.each(['/ad-sandbox/ads.js', '/ad-sandbox/staging/ads.js'])('serves the stand-in ad script at %s', async (path) => {
    const response = await app.request(`${path}?template=bible`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const body = await response.text()
    expect(body).toContain('window.lampAdConfig')
    expect(body).toContain("'lamp:ad-config'")
    expect(body).toContain('[data-ad-slot]')
  })

  it('serves the slot stylesheet with reserved heights', async () => {
    const response = await app.request('/ad-sandbox/ads.css')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(await response.text()).toMatch(/\[data-ad-slot\] \{[^}]*min-height: 250px/)
  })

  it('answers a revalidation with 304', async () => {
    const first = await app.request('/ad-sandbox/ads.css')
    const tag = first.headers.get('etag') ?? ''
    expect(tag).not.toBe('')
    const again = await app.request('/ad-sandbox/ads.css', { headers: { 'If-None-Match': tag } })
    expect(again.status).toBe(304)
  })

  it('knows no other path', async () => {
    for (const path of ['/ad-sandbox/other.js', '/ad-sandbox', '/ad-sandbox/', '/ad-sandbox/staging/ads.css']) {
      expect((await app.request(path)).status, path).toBe(404)
    }
  })
})
