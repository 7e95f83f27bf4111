import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { READ_TIMEOUT_MS } from '#src/lib/http.ts'
import { scriptedFetch } from '#src/lib/http.fakes.ts'
import { fetchLatestBuild, LATEST_BUILD_PATH } from './latest-build.ts'

beforeEach(() => { vi.useFakeTimers() })
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

it('a build manifest that never comes fails at the read deadline, so the next poll can run', async () => {
  const { fetch, sent } = scriptedFetch(['hang'])
  vi.stubGlobal('fetch', fetch)
  const failed = expect(fetchLatestBuild(undefined, () => 42)).rejects.toMatchObject({ name: 'ApiTimeoutError', status: 504 })
  await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS)
  await failed
  expect(sent.map((request) => request.url)).toEqual([`${LATEST_BUILD_PATH}?t=42`])
})

it('a failed poll is not retried: the next poll is the retry', async () => {
  const { fetch, sent } = scriptedFetch([503])
  vi.stubGlobal('fetch', fetch)
  await expect(fetchLatestBuild()).rejects.toMatchObject({ status: 503 })
  expect(sent).toHaveLength(1)
})
