import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { bearerToken, requireBearer, unauthorized, type RequireBearerOptions, type VerifyAccessToken } from './bearer.ts'

// The token names the member: `member-ann` is Ann; anything else is refused.
const verify: VerifyAccessToken = (token) => Promise.resolve(token.startsWith('member-') ? { sub: token.slice(7) } : undefined)

function appWith(options?: RequireBearerOptions, verifier: VerifyAccessToken = verify) {
  return new Hono().get('/me', requireBearer(verifier, options), (c) => c.json({ memberId: c.get('memberId') }))
}
const call = (app: Hono, authorization?: string) =>
  app.request('/me', authorization === undefined ? {} : { headers: { Authorization: authorization } })

async function expectRefused(response: Response, detail: string) {
  expect(response.status).toBe(401)
  expect(response.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"')
  expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
  expect(await response.json()).toEqual({ type: 'Error', title: 'Unauthorized', status: 401, detail })
}

describe('requireBearer', () => {
  it('sets memberId from a verified token (the scheme is case-insensitive)', async () => {
    const app = appWith()
    for (const header of ['Bearer member-ann', 'bearer member-ann']) {
      const response = await call(app, header)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ memberId: 'ann' })
    }
  })

  it('asks for a token when there is none or it is not a bearer token', async () => {
    const app = appWith()
    for (const header of [undefined, '', 'Basic abc', 'Bearer', 'Bearer a b', 'NotBearer member-ann']) {
      await expectRefused(await call(app, header), 'A bearer access token is required.')
    }
  })

  it('refuses a token the verifier rejects', async () => {
    await expectRefused(await call(appWith(), 'Bearer forged'), 'The access token is invalid or has expired.')
  })

  it('refuses a valid token for someone isMember does not know', async () => {
    const app = appWith({ isMember: (id) => id === 'ann' })
    expect((await call(app, 'Bearer member-ann')).status).toBe(200)
    await expectRefused(await call(app, 'Bearer member-bob'), 'The access token is invalid or has expired.')
  })

  it('lets a throwing verifier reach the error handler', async () => {
    const app = appWith(undefined, () => Promise.reject(new Error('boom')))
    app.onError((error, c) => c.text(error.message, 500))
    const response = await call(app, 'Bearer member-ann')
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('boom')
  })
})

describe('bearerToken', () => {
  it('tells no Authorization header (undefined) from one that holds no bearer token', async () => {
    const app = new Hono().get('/me', (c) => c.json({ token: bearerToken(c) ?? 'none' }))
    for (const [header, token] of [[undefined, 'none'], ['Basic abc', ''], ['Bearer member-ann', 'member-ann']] as const) {
      expect(await (await call(app, header)).json()).toEqual({ token })
    }
  })
})

describe('unauthorized', () => {
  it('answers 401 problem details with a Bearer challenge', async () => {
    await expectRefused(await new Hono().get('/', (c) => unauthorized(c, 'No.')).request('/'), 'No.')
  })
})
