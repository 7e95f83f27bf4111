import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeJwt } from 'jose'
import { DEFAULT_REFRESH_TOKEN_REUSE_GRACE } from './identity-provider.ts'
import { signInForTokens, startTestProvider, tokenRequest, type TestProvider, type TokenResponse } from './testing.ts'

let t: TestProvider

beforeAll(async () => {
  t = await startTestProvider()
})
afterAll(async () => {
  await t.cleanup()
})
afterEach(() => {
  vi.useRealTimers()
})

const refresh = (token: string | undefined) => tokenRequest(t.issuer, { grant_type: 'refresh_token', refresh_token: token ?? '' })

async function tokens(response: Response): Promise<TokenResponse> {
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as TokenResponse
}

/** Moves the provider's clock (Date only: sockets and timers keep running). */
function clockAt(time: number): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(time)
}

describe('a refresh token used twice (two tabs racing, decision 0022)', () => {
  it('is honoured again within the grace window: both answers carry working, different tokens', async () => {
    const signedIn = await signInForTokens(t.issuer)
    const start = Date.now()
    clockAt(start)
    const first = await tokens(await refresh(signedIn.refresh_token))
    vi.setSystemTime(start + (DEFAULT_REFRESH_TOKEN_REUSE_GRACE.seconds - 1) * 1000)
    const second = await tokens(await refresh(signedIn.refresh_token))

    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(decodeJwt(second.access_token).sub).toBe(decodeJwt(signedIn.access_token).sub)
    // Whichever answer a tab keeps, its refresh token goes on working.
    await tokens(await refresh(first.refresh_token))
    await tokens(await refresh(second.refresh_token))
  })

  it('is honoured for two requests sent at the same moment', async () => {
    const signedIn = await signInForTokens(t.issuer)
    const answers = await Promise.all([refresh(signedIn.refresh_token), refresh(signedIn.refresh_token)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
  })

  it('is refused after the window, and the replay revokes every token of that sign-in', async () => {
    const signedIn = await signInForTokens(t.issuer)
    const start = Date.now()
    clockAt(start)
    const rotated = await tokens(await refresh(signedIn.refresh_token))
    vi.setSystemTime(start + (DEFAULT_REFRESH_TOKEN_REUSE_GRACE.seconds + 1) * 1000)

    const replay = await refresh(signedIn.refresh_token)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' })
    // Reuse beyond the grace is treated as theft (node-oidc-provider's reuse detection): the chain dies too.
    expect((await refresh(rotated.refresh_token)).status).toBe(400)
  })

  it('is not honoured more than the allowed number of times, even within the window', async () => {
    const signedIn = await signInForTokens(t.issuer)
    const start = Date.now()
    clockAt(start)
    await tokens(await refresh(signedIn.refresh_token))
    for (let reuse = 0; reuse < DEFAULT_REFRESH_TOKEN_REUSE_GRACE.maxReuses; reuse += 1) await tokens(await refresh(signedIn.refresh_token))
    expect((await refresh(signedIn.refresh_token)).status).toBe(400)
  })

  it('cannot stretch its window by being reused: the window counts from the first use', async () => {
    const signedIn = await signInForTokens(t.issuer)
    const start = Date.now()
    const step = (DEFAULT_REFRESH_TOKEN_REUSE_GRACE.seconds * 1000) / 2 + 500
    clockAt(start)
    await tokens(await refresh(signedIn.refresh_token))
    vi.setSystemTime(start + step)
    await tokens(await refresh(signedIn.refresh_token))
    vi.setSystemTime(start + 2 * step)
    expect((await refresh(signedIn.refresh_token)).status).toBe(400)
  })
})
