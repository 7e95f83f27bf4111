import { expect, it } from 'vitest'
import { api, configureServerApi } from './api.ts'
import { scriptedFetch } from './http.fakes.ts'

it('a content call while the server renders gives up at the renderer’s deadline, once, with a 504', async () => {
  const { fetch, sent } = scriptedFetch(['hang', 'hang'])
  configureServerApi({ fetch, baseURL: 'http://content.internal', timeoutMs: 50 })
  await expect(api('/umbraco/delivery/api/v2/content/item/bible')).rejects.toMatchObject({ name: 'ApiTimeoutError', status: 504 })
  // No retry: a retry would only hold the page up.
  expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/umbraco/delivery/api/v2/content/item/bible'])
})
