import { createHttp } from '#src/lib/http.ts'
import type { LatestBuild } from '#machines/updates/updates.machine.ts'

/** Where the build manifest plugin (scripts/vite-build-manifest-plugin.ts) puts the newest build's id. */
export const LATEST_BUILD_PATH = '/builds/latest.json'

/**
 * Reads the deployed build's id. The timestamp query defeats every cache between here and the server;
 * anything that is not `{ id: string }` (an HTML fallback under `npm run dev`, a proxy error page) fails,
 * and the machine ignores a failed poll (R-UPD-4).
 */
export async function fetchLatestBuild(signal?: AbortSignal, now: () => number = Date.now): Promise<LatestBuild> {
  // Under the app's HTTP policy (its read deadline) without retries: the next poll is the retry.
  const body: unknown = await createHttp({ retries: 0 })(LATEST_BUILD_PATH, {
    query: { t: now() },
    responseType: 'json',
    ...(signal ? { signal } : {}),
  })
  if (typeof body !== 'object' || body === null || !('id' in body) || typeof body.id !== 'string' || body.id === '') {
    throw new Error('the build manifest has no id')
  }
  return { id: body.id }
}
