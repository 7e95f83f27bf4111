import { $fetch, type FetchContext, type FetchOptions, type FetchRequest } from 'ofetch'
import { ApiTimeoutError, CONTENT_PATH, isUnderBase } from './api-base.ts'

/** The statuses a GET is retried on (R-CALL-2). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]
export const FALLBACK_LOCALE = 'en-US'
/**
 * Every call gives up after this long, retries and their pauses included, so nobody waits on "Loading…"
 * for a service that never answers: a read (GET) after 10 s, a write after 15 s (README "Timeouts").
 */
export const READ_TIMEOUT_MS = 10_000
export const WRITE_TIMEOUT_MS = 15_000

export type RequestHook = (context: FetchContext) => void | Promise<void>

export interface ApiClientOptions {
  /** '' = same origin. */
  baseURL: string
  /** Start-Item header for content calls ('' = none). */
  startItem: string
  /** The current API locale (e.g. en-US); read at each call so a locale switch needs no new client. */
  getLocale?: () => string | undefined
  /** Retries for a GET (other methods never retry). */
  retries?: number
  /** First backoff delay in ms; doubles on each retry. */
  retryBaseDelayMs?: number
  /**
   * Extra request hooks run after the built-in ones, e.g. a later `Authorization: Bearer` hook.
   * A shared 401 refresh belongs in `onResponseError` + a wrapper that retries once.
   */
  onRequest?: RequestHook[]
  onResponseError?: RequestHook[]
  fetch?: typeof globalThis.fetch
  /** Deadlines of a whole call (see READ_TIMEOUT_MS); tests shorten them. */
  readTimeoutMs?: number
  writeTimeoutMs?: number
}

export interface ApiRequestOptions extends Omit<FetchOptions<'json'>, 'retry' | 'retryDelay' | 'retryStatusCodes' | 'timeout'> {
  /** Overrides the locale for this call. */
  locale?: string
}

export interface ApiClient {
  <T>(path: string, options?: ApiRequestOptions): Promise<T>
  /** True when `path` goes to the configured API base (the only place a bearer token may be sent). */
  isApiAddress: (path: string) => boolean
}

const isContentCall = (request: FetchRequest) =>
  typeof request === 'string' && request.includes(CONTENT_PATH)

export function createApiClient(options: ApiClientOptions): ApiClient {
  const retries = options.retries ?? 3
  const base = options.retryBaseDelayMs ?? 300
  const raw = $fetch.create(
    {
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      retryStatusCodes: RETRY_STATUS_CODES,
      // ofetch counts retries down in options.retry, so the attempt number is the distance from the start.
      retryDelay: (context) => base * 2 ** (retries - (typeof context.options.retry === 'number' ? context.options.retry : 0)),
      onRequest: [
        (context) => {
          if (isContentCall(context.request) && options.startItem) context.options.headers.set('Start-Item', options.startItem)
        },
        ...(options.onRequest ?? []),
      ],
      onResponseError: options.onResponseError ?? [],
    },
    options.fetch ? { fetch: options.fetch } : {},
  )

  const call = async <T,>(path: string, { locale: explicit, query, headers, signal, ...rest }: ApiRequestOptions = {}): Promise<T> => {
    const method = (rest.method ?? 'GET').toUpperCase()
    const locale = explicit ?? options.getLocale?.()
    const requestHeaders = new Headers(headers)
    if (locale) requestHeaders.set('Accept-Language', locale)
    // One deadline for the whole call: an abort is never retried by ofetch, so a hung service ends the call here.
    const deadline = new AbortController()
    const timeoutMs = method === 'GET' ? (options.readTimeoutMs ?? READ_TIMEOUT_MS) : (options.writeTimeoutMs ?? WRITE_TIMEOUT_MS)
    const timer = setTimeout(() => deadline.abort(), timeoutMs)
    try {
      return await raw<T, 'json'>(path, {
        ...rest,
        method,
        headers: requestHeaders,
        query: { ...query, locale: locale ?? FALLBACK_LOCALE },
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
  return Object.assign(call, { isApiAddress: (path: string) => isUnderBase(path, options.baseURL) })
}
