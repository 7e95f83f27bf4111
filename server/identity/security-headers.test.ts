import type { Context } from 'koa'
import { describe, expect, it } from 'vitest'
import { AUTHORIZATION_PATH, securityHeaders } from './security-headers.ts'

// The middleware on its own, in a bare context: the headers every provider answer carries, and a client error answered
// with them instead of by Koa's own handler (which drops every header set so far).
const APP = 'https://lamp.example'

interface Answer { status: number; type: string; body: unknown; headers: Map<string, string> }

async function answer(path: string, next: () => Promise<void>, issuer = 'http://localhost:3001'): Promise<Answer> {
  const headers = new Map<string, string>()
  const ctx = { path, status: 404, type: '', body: undefined as unknown, set: (name: string, value: string) => headers.set(name.toLowerCase(), value) }
  await securityHeaders({ issuer, appOrigin: APP })(ctx as unknown as Context, next)
  return { status: ctx.status, type: ctx.type, body: ctx.body, headers }
}

const clientError = (status: number, message: string, expose = true) => Object.assign(new Error(message), { status, expose })
const fails = (error: unknown) => () => Promise.reject(error)

describe('a client error on the provider', () => {
  it('is answered with its status and message, and the page keeps its protections', async () => {
    const answered = await answer('/interaction/abc', fails(clientError(413, 'request entity too large')))
    expect(answered).toMatchObject({ status: 413, type: 'text', body: 'request entity too large' })
    expect(answered.headers.get('x-frame-options')).toBe('DENY')
    expect(answered.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(answered.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers every 4xx so, and only those: a 5xx, an error meant to stay hidden or a plain failure goes on to Koa', async () => {
    expect((await answer('/token', fails(clientError(400, 'bad')))).status).toBe(400)
    expect((await answer('/token', fails(clientError(499, 'odd')))).status).toBe(499)
    for (const error of [clientError(500, 'broken'), clientError(399, 'odd'), clientError(404, 'secret', false), Object.assign(new Error('text'), { status: '404', expose: true }), new Error('plain'), 'a string', null]) {
      await expect(answer('/token', fails(error))).rejects.toBe(error)
    }
  })
})

describe('the headers of every answer', () => {
  it('let the app frame only the silent sign-in, and add HSTS only for an https issuer', async () => {
    const silent = await answer(AUTHORIZATION_PATH, () => Promise.resolve())
    expect(silent.headers.get('x-frame-options')).toBeUndefined()
    expect(silent.headers.get('content-security-policy')).toContain(`frame-ancestors ${APP}`)
    expect(silent.headers.get('strict-transport-security')).toBeUndefined()
    const secure = await answer('/token', () => Promise.resolve(), 'https://id.lamp.example')
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000')
    expect(secure.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})
