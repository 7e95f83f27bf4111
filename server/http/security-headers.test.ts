import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.ts'

const app = new Hono()
app.use('*', securityHeaders())
app.get('/status/:status', (c) => {
  c.header('Cache-Control', 'public, max-age=60')
  return c.text('answer', Number(c.req.param('status')) as 200)
})

describe('securityHeaders', () => {
  it('sets nosniff, the referrer policy and the permissions policy, and leaves a public answer cacheable', async () => {
    const response = await app.request('/status/200')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    // Written out, not read from the module: a feature dropped from the list must fail here.
    expect(response.headers.get('Permissions-Policy')).toBe(
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), ' +
        'microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
    )
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
  })

  it('makes an answer no-store when the request had credentials, or the answer is a 401 or a 403', async () => {
    expect((await app.request('/status/200', { headers: { Authorization: 'Bearer t' } })).headers.get('Cache-Control')).toBe('no-store')
    for (const status of [401, 403]) expect((await app.request(`/status/${status}`)).headers.get('Cache-Control')).toBe('no-store')
    expect((await app.request('/status/404')).headers.get('Cache-Control')).toBe('public, max-age=60')
  })
})
