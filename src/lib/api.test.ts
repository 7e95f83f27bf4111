import { afterEach, expect, it, vi } from 'vitest'

// The client's chunk never arrives (a request that hangs on a flaky network).
vi.mock('./api-client.ts', () => new Promise(() => {}))

afterEach(() => {
  vi.useRealTimers()
})

it('a call whose client code never loads fails with a 504 after the load deadline, not never', async () => {
  vi.useFakeTimers()
  const { api, CLIENT_LOAD_TIMEOUT_MS } = await import('./api.ts')
  const call = api('/umbraco/delivery/api/v2/content/item/bible')
  const failed = expect(call).rejects.toMatchObject({ name: 'ApiTimeoutError', status: 504 })
  await vi.advanceTimersByTimeAsync(CLIENT_LOAD_TIMEOUT_MS)
  await failed
})
