import { ApiTimeoutError, isUnderBase } from './api-base.ts'
import type { ApiClient, ApiClientOptions } from './api-client.ts'
import type { IdentityRef } from './api-auth.ts'
import { withDeadline } from './deadline.ts'
import { settings } from './settings.ts'

/** How a call reaches the identity actor: resolves once it has started, rejects after a bounded wait or a failed start-up. */
type StartedIdentity = () => Promise<IdentityRef>

let startedIdentity: StartedIdentity | null = null
/** The client that adds a member's bearer token, made once the identity actor is there (browser only). */
let authorized: Promise<ApiClient> | null = null

/**
 * Called once by the browser's entry, before any call: calls to the API wait for the identity actor, which starts
 * after hydration, and then carry the member's bearer token (api-auth.ts, loaded with it). A call whose wait ends
 * without it (start-up failed, or is slower than the wait) goes out as a visitor's; the next call waits again.
 * Calls to other addresses (the provider, lead pathing) never wait.
 */
export function authorizeApiCallsWith(identity: StartedIdentity): void {
  startedIdentity = identity
}

function clientFor(path: string): Promise<ApiClient> | ApiClient {
  if (!startedIdentity || !current.isApiAddress(path)) return current
  if (authorized) return authorized
  return startedIdentity().then(
    (actor) => (authorized ??= import('./api-auth.ts').then(
      ({ withIdentity }) => withIdentity(current, () => actor),
      // Its chunk failed to load: this call fails like any missing chunk, the next one tries again.
      (error: unknown) => { authorized = null; throw error },
    )),
    () => current,
  )
}

// No locale is read from anywhere global: every content call names the locale of its query key (issue: a
// cached Spanish page must never answer an English one, and a server renders both languages at once).
let clientOptions: ApiClientOptions = { baseURL: settings.apiBase, startItem: settings.contentStartItem }
let made: Promise<ApiClient> | null = null

/**
 * The client (api-client.ts, with ofetch) is made with the first call. A server-rendered first view
 * hydrates from the data in its HTML and calls nothing, so a reader's first download does not carry it.
 */
const client = (): Promise<ApiClient> => (made ??= import('./api-client.ts').then(
  ({ createApiClient }) => createApiClient(clientOptions),
  // Its chunk failed to load: this call fails like any missing chunk, the next one tries again.
  (error: unknown) => { made = null; throw error },
))

export interface ServerApiOptions {
  /** Answers a content request: the content service in the same process, or over loopback under `npm run dev`. */
  fetch: typeof globalThis.fetch
  /** Where the requests are addressed (never the page request's Host header). */
  baseURL: string
  /** A page render waits at most this long for one call; then the page is the error page (504), not a hung request. */
  timeoutMs: number
}

/**
 * Server rendering: content calls go to the configured service under the same HTTP policy with a shorter deadline
 * and no retries (a retry would only hold the page up; the browser retries on its own when it navigates).
 */
export function configureServerApi({ fetch, baseURL, timeoutMs }: ServerApiOptions): void {
  clientOptions = { baseURL, startItem: settings.contentStartItem, fetch, retries: 0, readTimeoutMs: timeoutMs, writeTimeoutMs: timeoutMs }
  made = null
}

/**
 * How long a call waits for the client's code before it fails with a 504, as a call with no answer does: a hung
 * chunk request must not leave "Loading…" up for good. The call's own deadline (api-client.ts) starts after it.
 */
export const CLIENT_LOAD_TIMEOUT_MS = 10_000

/** The app's one API client: content, account and onboarding calls all go through it. */
const current: ApiClient = Object.assign(async <T,>(path: string, options?: Parameters<ApiClient>[1]) => {
  const loaded = await withDeadline(client(), CLIENT_LOAD_TIMEOUT_MS, () =>
    new ApiTimeoutError((options?.method ?? 'GET').toUpperCase(), path, CLIENT_LOAD_TIMEOUT_MS, new Error('the API client did not load')))
  return loaded<T>(path, options)
}, {
  isApiAddress: (path: string) => isUnderBase(path, clientOptions.baseURL),
})
export const api: ApiClient = Object.assign(
  async <T,>(path: string, options?: Parameters<ApiClient>[1]) => (await clientFor(path))<T>(path, options),
  { isApiAddress: current.isApiAddress },
)
