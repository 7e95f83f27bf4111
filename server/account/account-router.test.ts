import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPublicKeySet } from '../identity/keys.ts'
import { signInForTokens, startTestProvider, type TestProvider } from '../identity/testing.ts'
import { createAccessTokenVerifier } from './access-token.ts'
import { createAccountRouter } from './account-router.ts'

const BASE = '/bible-api/api/v2'
let t: TestProvider
let app: Hono
let token: string

function appFor(provider: TestProvider): Hono {
  const verifyAccessToken = createAccessTokenVerifier({ issuer: provider.issuer, audience: 'lamp-api', jwksProvider: () => readPublicKeySet(provider.dataDir) })
  return new Hono().route(BASE, createAccountRouter({ db: provider.db, verifyAccessToken }))
}

function put(body: unknown, bearer = token) {
  return app.request(`${BASE}/account`, {
    method: 'PUT', body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
  })
}

async function account(bearer = token): Promise<Record<string, unknown>> {
  const response = await app.request(`${BASE}/account`, { headers: { Authorization: `Bearer ${bearer}` } })
  return (await response.json()) as Record<string, unknown>
}

beforeAll(async () => {
  t = await startTestProvider()
  app = appFor(t)
  token = (await signInForTokens(t.issuer, 'premium@example.com')).access_token
})
afterAll(async () => {
  await t.cleanup()
})

describe('GET /account', () => {
  it("returns the bearer's account", async () => {
    expect(await account()).toEqual({
      id: expect.any(String), email: 'premium@example.com', firstName: 'Grace', lastName: 'Premium', name: 'Grace Premium',
      roles: ['member', 'premium'], prayerPointsEarned: 0, prayerPointsRedeemed: 0, prayerPointsBalance: 0,
      relationshipStatus: null, ageRange: null, gender: null, birthday: null,
    })
  })

  it('answers 401 with a Bearer challenge without a token or with a forged one', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not.a.jwt' }, { Authorization: `Bearer ${token.slice(0, -4)}AAAA` }]) {
      const response = await app.request(`${BASE}/account`, { headers })
      expect(response.status).toBe(401)
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"')
      expect(await response.json()).toEqual({ message: expect.any(String) })
    }
  })

  it('answers 401 once the access token has expired', async () => {
    const shortLived = await startTestProvider({ accessTokenTtl: 1 })
    try {
      const expiring = (await signInForTokens(shortLived.issuer)).access_token
      const shortApp = appFor(shortLived)
      expect((await shortApp.request(`${BASE}/account`, { headers: { Authorization: `Bearer ${expiring}` } })).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 2100))
      expect((await shortApp.request(`${BASE}/account`, { headers: { Authorization: `Bearer ${expiring}` } })).status).toBe(401)
    } finally {
      await shortLived.cleanup()
    }
  })
})

describe('PUT /account', () => {
  it('saves the changed fields, ignores server-owned ones and returns the updated account', async () => {
    const current = await account()
    const response = await put({
      ...current, firstName: 'Grace', lastName: 'Hope', name: 'Grace Hope', relationshipStatus: 'Married', ageRange: '35-44',
      gender: 'Female', birthday: '1988-04-02', email: 'hijack@example.com', roles: ['admin'], prayerPointsEarned: 1_000_000, favouriteVerse: 'John 3:16',
    })
    expect(response.status).toBe(200)
    const updated = await response.json()
    expect(updated).toMatchObject({ lastName: 'Hope', name: 'Grace Hope', relationshipStatus: 'Married', ageRange: '35-44', gender: 'Female', birthday: '1988-04-02' })
    expect(updated).toMatchObject({ email: 'premium@example.com', roles: ['member', 'premium'], prayerPointsEarned: 0 })
    expect(await account()).toEqual(updated)
  })

  it('accepts the onboarding demographics alone (an ISO date-time birthday is cut to its date)', async () => {
    const response = await put({ birthday: '1990-01-31T00:00:00.000Z', gender: 'Not Specified' })
    expect(await response.json()).toMatchObject({ birthday: '1990-01-31', gender: 'Not Specified', lastName: 'Hope' })
  })

  it.each([
    ['a wrong type', { firstName: 42 }],
    ['an oversized value', { lastName: 'x'.repeat(101) }],
    ['an unknown gender', { gender: 'Other' }],
    ['a birthday in the future', { birthday: '2999-01-01' }],
    ['an impossible date', { birthday: '2001-02-30' }],
    ['a body that is not an object', [1, 2]],
    ['a body that is not JSON', '{nope'],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const before = await account()
    // A valid change rides along with the invalid one: it must not be saved either.
    const response = await put(Array.isArray(body) || typeof body === 'string' ? body : { firstName: 'Changed', ...body })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.any(String) })
    expect(await account()).toEqual(before)
  })

  it('answers 401 without a token', async () => {
    expect((await app.request(`${BASE}/account`, { method: 'PUT', body: '{}' })).status).toBe(401)
  })
})

describe('GET /sessions/{id}/email', () => {
  it('returns the email linked to a session id', async () => {
    t.idp.members.linkSessionEmail('V123abcdefghijkl', 'premium@example.com')
    const response = await app.request(`${BASE}/sessions/V123abcdefghijkl/email`)
    expect(await response.json()).toEqual({ result: 'Success', email: 'premium@example.com' })
  })

  it('answers 404 with result Error for an unknown session id', async () => {
    const response = await app.request(`${BASE}/sessions/V999zzzzzzzzzzzz/email`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ result: 'Error', email: '', message: expect.any(String) })
  })
})
