import { $fetch, type FetchContext, type FetchOptions } from 'ofetch'
import { ApiTimeoutError } from './api-base.ts'

/**
 * The one HTTP policy every call the app makes goes through (the content and account APIs by way of api-client.ts,
 * lead pathing, conversion events, the build manifest): a deadline for the whole call, retries for reads only, and
 * error bodies parsed, so a failed call's problem details are read with `problemOf` (problem.ts).
 */

/** The statuses a GET is retried on (a POST never is: it could be done twice). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]
/**
 * Every call gives up after this long, retries and their pauses included, so nobody waits on "Loading…"
 * for a service that never answers: a read (GET) after 10 s, a write after 15 s (README "Timeouts").
 */
export const READ_TIMEOUT_MS = 10_000
export const WRITE_TIMEOUT_MS = 15_000

export type RequestHook = (context: FetchContext) => void | Promise<void>

export interface HttpPolicy {
  /** Where relative paths resolve ('' or none: this origin). */
  baseURL?: string
  /** Retries for a GET (other methods never retry); 3 unless given. */
  retries?: number
  /** First pause before a retry, in ms; doubles on each retry. */
  retryBaseDelayMs?: number
  /** Deadlines of a whole call (see READ_TIMEOUT_MS); the server's renderer and tests shorten them. */
  readTimeoutMs?: number
  writeTimeoutMs?: number
  /** Hooks run before each request is sent (a header of the caller's, a bearer token). */
  onRequest?: RequestHook[]
  onResponseError?: RequestHook[]
  fetch?: typeof globalThis.fetch
}

/** What a call may set; the retry rules and the deadline belong to the policy. */
export type HttpOptions = Omit<FetchOptions<'json'>, 'retry' | 'retryDelay' | 'retryStatusCodes' | 'timeout' | 'baseURL'>

export type HttpCall = <T>(path: string, options?: HttpOptions) => Promise<T>

export function createHttp(policy: HttpPolicy = {}): HttpCall {
  const retries = policy.retries ?? 3
  const base = policy.retryBaseDelayMs ?? 300
  const raw = $fetch.create(
    {
      ...(policy.baseURL ? { baseURL: policy.baseURL } : {}),
      retryStatusCodes: RETRY_STATUS_CODES,
      // ofetch counts retries down in options.retry, so the attempt number is the distance from the start.
      retryDelay: (context) => base * 2 ** (retries - (typeof context.options.retry === 'number' ? context.options.retry : 0)),
      onRequest: policy.onRequest ?? [],
      onResponseError: policy.onResponseError ?? [],
    },
    policy.fetch ? { fetch: policy.fetch } : {},
  )

  return async <T,>(path: string, { signal, ...options }: HttpOptions = {}): Promise<T> => {
    const method = (options.method ?? 'GET').toUpperCase()
    // One deadline for the whole call: an abort is never retried by ofetch, so a hung service ends the call here.
    const deadline = new AbortController()
    const timeoutMs = method === 'GET' ? (policy.readTimeoutMs ?? READ_TIMEOUT_MS) : (policy.writeTimeoutMs ?? WRITE_TIMEOUT_MS)
    const timer = setTimeout(() => deadline.abort(), timeoutMs)
    try {
      return await raw<T, 'json'>(path, {
        ...options,
        method,
        retry: method === 'GET' ? retries : false,
        signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
      })
    } catch (error) {
      // Said plainly, with the gateway-timeout status the error page and callers read.
      if (deadline.signal.aborted && !signal?.aborted) throw new ApiTimeoutError(method, path, timeoutMs, error)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
}
