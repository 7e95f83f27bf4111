import type { FetchRequest } from 'ofetch'
import { CONTENT_PATH, isUnderBase } from './api-base.ts'
import { createHttp, type HttpOptions, type HttpPolicy, type RequestHook } from './http.ts'

export const FALLBACK_LOCALE = 'en-US'

export interface ApiClientOptions extends Omit<HttpPolicy, 'baseURL' | 'onRequest'> {
  /** '' = same origin. */
  baseURL: string
  /** Start-Item header for content calls ('' = none). */
  startItem: string
  /** The current API locale (e.g. en-US); read at each call so a locale switch needs no new client. */
  getLocale?: () => string | undefined
  /**
   * Extra request hooks run after the built-in ones, e.g. a later `Authorization: Bearer` hook.
   * A shared 401 refresh belongs in `onResponseError` + a wrapper that retries once.
   */
  onRequest?: RequestHook[]
}

export interface ApiRequestOptions extends HttpOptions {
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

/** The content and account APIs: the HTTP policy (http.ts) plus the locale and Start-Item every call carries. */
export function createApiClient({ baseURL, startItem, getLocale, onRequest = [], ...policy }: ApiClientOptions): ApiClient {
  const http = createHttp({
    ...policy,
    baseURL,
    onRequest: [
      (context) => {
        if (isContentCall(context.request) && startItem) context.options.headers.set('Start-Item', startItem)
      },
      ...onRequest,
    ],
  })

  const call = <T,>(path: string, { locale: explicit, query, headers, ...rest }: ApiRequestOptions = {}): Promise<T> => {
    const locale = explicit ?? getLocale?.()
    const requestHeaders = new Headers(headers)
    if (locale) requestHeaders.set('Accept-Language', locale)
    return http<T>(path, { ...rest, headers: requestHeaders, query: { ...query, locale: locale ?? FALLBACK_LOCALE } })
  }
  return Object.assign(call, { isApiAddress: (path: string) => isUnderBase(path, baseURL) })
}
