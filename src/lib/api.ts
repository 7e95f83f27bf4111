import { createApiClient, type ApiClient } from './api-client.ts'
import { withIdentity, type IdentityRef } from './api-auth.ts'
import { settings } from './settings.ts'

let identity: IdentityRef | null = null

/** Called once by the composition root: from then on calls carry the member's bearer token (api-auth.ts). */
export function connectApiToIdentity(actor: IdentityRef): void {
  identity = actor
}

// No locale is read from anywhere global: every content call names the locale of its query key (issue: a
// cached Spanish page must never answer an English one, and a server renders both languages at once).
let client: ApiClient = createApiClient({ baseURL: settings.apiBase, startItem: settings.contentStartItem })

export interface ServerApiOptions {
  /** Answers a content request: the content service in the same process, or over loopback under `npm run dev`. */
  fetch: typeof globalThis.fetch
  /** Where the requests are addressed (never the page request's Host header). */
  baseURL: string
  /** A page render waits at most this long for one call; then the page is a 500, not a hung request. */
  timeoutMs: number
}

function withTimeout(fetchFn: typeof globalThis.fetch, timeoutMs: number): typeof globalThis.fetch {
  return (input, init = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    return fetchFn(input, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout })
  }
}

/**
 * Server rendering: content calls go to the configured service with a timeout and no retries (a retry would
 * only hold the page up; the browser retries on its own when it navigates).
 */
export function configureServerApi({ fetch, baseURL, timeoutMs }: ServerApiOptions): void {
  client = createApiClient({ baseURL, startItem: settings.contentStartItem, fetch: withTimeout(fetch, timeoutMs), retries: 0 })
}

/** The app's one API client: content, account and onboarding calls all go through it. */
const current: ApiClient = Object.assign(<T,>(path: string, options?: Parameters<ApiClient>[1]) => client<T>(path, options), {
  isApiAddress: (path: string) => client.isApiAddress(path),
})
export const api: ApiClient = withIdentity(current, () => identity)
