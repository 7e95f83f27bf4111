import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, type Listening } from '../testing/listen.ts'
import type { VerifiedAccessToken } from '../account/access-token.ts'
import { createDatabase } from '../db/database.ts'
import { createMemberStore, type Member } from './members.ts'
import { USERINFO_PATH, userinfoRoute } from './userinfo.ts'

// The userinfo endpoint on its own, over real HTTP, with a real member store. Verifying a token's signature is the
// account verifier's job (its own tests): here a token is whatever the verifier says it is.
const APP = 'https://lamp.example'

let server: Listening
let ruth: Member
let gone: VerifiedAccessToken
const tokens = new Map<string, VerifiedAccessToken>()

beforeAll(async () => {
  const members = createMemberStore(createDatabase(':memory:'))
  ruth = await members.create({ firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.com', password: 'gleaning-barley' })
  const naomi = await members.create({ firstName: 'Naomi', lastName: 'Bethlehem', email: 'naomi@example.com', password: 'returning-home' })
  // A member whose display name was cleared: the claims fall back to her first and last names.
  members.update(naomi.id, { name: '' })
  gone = { sub: 'no-such-member', scopes: new Set(['openid', 'profile']) }
  const scoped = (sub: string, ...scopes: string[]) => ({ sub, scopes: new Set(['openid', ...scopes]) })
  tokens.set('all', scoped(ruth.id, 'email', 'profile'))
  tokens.set('only-openid', scoped(ruth.id))
  tokens.set('only-email', scoped(ruth.id, 'email'))
  tokens.set('only-profile', scoped(ruth.id, 'profile'))
  tokens.set('naomi', scoped(naomi.id, 'profile'))
  tokens.set('gone', gone)
  const app = new Koa()
  app.use(userinfoRoute({ members, verify: (token) => Promise.resolve(tokens.get(token)), appOrigin: APP }))
  app.use((ctx) => { ctx.body = 'the next middleware' })
  server = await listen(app.callback())
})

afterAll(() => server.close())

const ask = (init: RequestInit & { headers?: Record<string, string> } = {}, path = USERINFO_PATH) => fetch(`${server.base}${path}`, init)
const withToken = (authorization: string, init: RequestInit = {}) => ask({ ...init, headers: { Authorization: authorization } })

describe('a valid access token', () => {
  it('gets the member’s claims, never cached, by GET and by POST', async () => {
    for (const method of ['GET', 'POST']) {
      const answer = await withToken('Bearer all', { method })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(await answer.json()).toEqual({
        sub: ruth.id, email: 'ruth@example.com', email_verified: false,
        name: 'Ruth Moab', given_name: 'Ruth', family_name: 'Moab', roles: ['member'],
      })
    }
  })

  it('releases only what its scopes allow: the email with "email", the names and roles with "profile"', async () => {
    expect(await (await withToken('Bearer only-openid')).json()).toEqual({ sub: ruth.id })
    expect(await (await withToken('Bearer only-email')).json()).toEqual({ sub: ruth.id, email: 'ruth@example.com', email_verified: false })
    expect(await (await withToken('Bearer only-profile')).json()).toEqual({
      sub: ruth.id, name: 'Ruth Moab', given_name: 'Ruth', family_name: 'Moab', roles: ['member'],
    })
  })

  it('names a member without a display name by her first and last names', async () => {
    expect(await (await withToken('Bearer naomi')).json()).toMatchObject({ name: 'Naomi Bethlehem' })
  })

  it('is read after "Bearer" in any letter case', async () => {
    expect((await withToken('bearer all')).status).toBe(200)
  })
})

describe('anything else', () => {
  it.each([
    ['no Authorization header', undefined],
    ['an unknown token', 'Bearer forged'],
    ['a token whose member no longer exists', 'Bearer gone'],
    ['another scheme', 'Basic all'],
    ['"Bearer" with no token', 'Bearer '],
    ['text before the scheme', 'xBearer all'],
    ['two tokens', 'Bearer all all'],
  ])('gets 401 invalid_token for %s, with the challenge and no claims', async (_case, authorization) => {
    const answer = authorization === undefined ? await ask() : await withToken(authorization)
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ error: 'invalid_token', error_description: 'invalid or expired access token' })
  })

  it('gets 405 for a method other than GET and POST', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) expect((await withToken('Bearer all', { method })).status).toBe(405)
  })

  it('on another path goes on to the next middleware', async () => {
    expect(await (await ask({}, '/userinfo/more')).text()).toBe('the next middleware')
  })
})

describe('calls from the browser', () => {
  it('the app’s origin may read the answer, and may send its token in a preflighted call', async () => {
    const answer = await ask({ headers: { Origin: APP, Authorization: 'Bearer all' } })
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP)
    expect(answer.headers.get('vary')).toContain('Origin')
    const preflight = await ask({ method: 'OPTIONS', headers: { Origin: APP, 'Access-Control-Request-Headers': 'authorization' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization')
  })

  it('another site may not read it', async () => {
    for (const origin of ['https://evil.example', `${APP}.evil.example`, 'null']) {
      const answer = await ask({ headers: { Origin: origin, Authorization: 'Bearer all' } })
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
      const preflight = await ask({ method: 'OPTIONS', headers: { Origin: origin } })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    }
  })
})
