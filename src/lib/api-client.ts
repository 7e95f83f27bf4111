import { $fetch, type FetchContext, type FetchOptions, type FetchRequest } from 'ofetch'

/** The statuses the spec allows a GET to be retried on. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]
export const CONTENT_PATH = '/umbraco/delivery/api/v2/'
export const FALLBACK_LOCALE = 'en-US'

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
}

export interface ApiRequestOptions extends Omit<FetchOptions<'json'>, 'retry' | 'retryDelay' | 'retryStatusCodes'> {
  /** Overrides the locale for this call. */
  locale?: string
}

export type ApiClient = <T>(path: string, options?: ApiRequestOptions) => Promise<T>

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

  return <T>(path: string, { locale: explicit, query, headers, ...rest }: ApiRequestOptions = {}) => {
    const method = (rest.method ?? 'GET').toUpperCase()
    const locale = explicit ?? options.getLocale?.()
    const requestHeaders = new Headers(headers)
    if (locale) requestHeaders.set('Accept-Language', locale)
    return raw<T, 'json'>(path, {
      ...rest,
      method,
      headers: requestHeaders,
      query: { ...query, locale: locale ?? FALLBACK_LOCALE },
      retry: method === 'GET' ? retries : false,
    })
  }
}
