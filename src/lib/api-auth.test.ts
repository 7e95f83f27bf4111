import { afterEach, describe, expect, it } from 'vitest'
import { createActor, type Actor } from 'xstate'
import { createIdentityFakes, makeUser, providerError, settle } from '#machines/identity/identity.fakes.ts'
import { withIdentity } from './api-auth.ts'
import { isUnderBase } from './api-base.ts'
import type { ApiClient, ApiRequestOptions } from './api-client.ts'

const unauthorized = () => Object.assign(new Error('401 Unauthorized'), { status: 401 })

const API_BASE = 'https://api.lamp.example'

/** A server that accepts only `validToken`, recording the token of every call. */
function fakeServer(validToken: () => string) {
  const seen: Array<string | null> = []
  const call = async (_path: string, options: ApiRequestOptions = {}) => {
    const token = new Headers(options.headers).get('Authorization')?.replace(/^Bearer /, '') ?? null
    seen.push(token)
    if (token !== validToken()) throw unauthorized()
    return { token }
  }
  const client = Object.assign(call, { isApiAddress: (path: string) => isUnderBase(path, API_BASE, 'https://lamp.example') }) as ApiClient
  return { client, seen }
}

let running: Actor<ReturnType<typeof createIdentityFakes>['machine']> | undefined
afterEach(() => running?.stop())

async function signedIn() {
  const fakes = createIdentityFakes()
  const actor = createActor(fakes.machine, { input: { now: () => Date.now() } }).start()
  running = actor
  await fakes.resolve('loadStoredUser', makeUser(Date.now(), { token: 'token-1' }))
  return { fakes, actor }
}

describe('withIdentity (R-TOKEN-5, R-ERR-1: 401 while logged in)', () => {
  it('sends no bearer header to an anonymous visitor', async () => {
    const { client, seen } = fakeServer(() => 'token-1')
    const api = withIdentity(client, () => null)
    await expect(api('/x')).rejects.toMatchObject({ status: 401 })
    expect(seen).toEqual([null])
  })

  it('ten concurrent 401s cause exactly one refresh, then each call retries once with the new token', async () => {
    const { fakes, actor } = await signedIn()
    let valid = 'token-2'
    const { client, seen } = fakeServer(() => valid)
    const api = withIdentity(client, () => actor)
    const calls = Array.from({ length: 10 }, () => api<{ token: string }>('/bible-api/api/v2/account'))
    await settle()
    expect(fakes.calls('refreshTokens')).toBe(1)
    await fakes.resolve('refreshTokens', makeUser(Date.now(), { token: 'token-2' }))
    const results = await Promise.all(calls)
    expect(results.every((result) => result.token === 'token-2')).toBe(true)
    expect(fakes.calls('refreshTokens')).toBe(1)
    expect(seen.filter((token) => token === 'token-1')).toHaveLength(10)
    expect(seen.filter((token) => token === 'token-2')).toHaveLength(10)
    valid = 'none'
  })

  it('a failed refresh logs the member out and the call fails with its 401', async () => {
    const { fakes, actor } = await signedIn()
    const { client, seen } = fakeServer(() => 'token-2')
    const api = withIdentity(client, () => actor)
    const call = api('/bible-api/api/v2/account')
    await settle()
    await fakes.reject('refreshTokens', providerError('invalid_grant'))
    await expect(call).rejects.toMatchObject({ status: 401 })
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(fakes.notifications).toContainEqual({ id: 'session.expired' })
    expect(seen).toEqual(['token-1'])
  })

  it('sends the bearer token only to the configured API base, never to another address', async () => {
    const { actor } = await signedIn()
    const { client, seen } = fakeServer(() => 'token-1')
    const api = withIdentity(client, () => actor)
    await api('/umbraco/delivery/api/v2/content/item/bible')
    await api(`${API_BASE}/bible-api/api/v2/account`)
    for (const elsewhere of ['https://evil.example/collect', '//evil.example/collect', 'https://api.lamp.example.evil.example/x', '/\\evil.example/x']) {
      await expect(api(elsewhere)).rejects.toMatchObject({ status: 401 })
    }
    expect(seen).toEqual(['token-1', 'token-1', null, null, null, null])
  })

  it('a call made while the token is being refreshed waits for the new one instead of going out without it', async () => {
    const { fakes, actor } = await signedIn()
    actor.send({ type: 'api.unauthorized', accessToken: 'token-1' })
    expect(actor.getSnapshot().matches({ loggedIn: 'refreshing' })).toBe(true)
    const { client, seen } = fakeServer(() => 'token-2')
    const call = withIdentity(client, () => actor)<{ token: string }>('/bible-api/api/v2/account')
    await settle()
    expect(seen).toEqual([])
    await fakes.resolve('refreshTokens', makeUser(Date.now(), { token: 'token-2' }))
    await expect(call).resolves.toEqual({ token: 'token-2' })
    expect(seen).toEqual(['token-2'])
  })

  it('other errors pass through without a refresh', async () => {
    const { fakes, actor } = await signedIn()
    const failing = Object.assign(async () => { throw Object.assign(new Error('boom'), { status: 500 }) }, { isApiAddress: () => true }) as ApiClient
    await expect(withIdentity(failing, () => actor)('/x')).rejects.toMatchObject({ status: 500 })
    expect(fakes.calls('refreshTokens')).toBe(0)
  })
})
