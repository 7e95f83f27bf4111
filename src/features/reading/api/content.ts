import { notFound } from '@tanstack/react-router'
import { api } from '../../../lib/api.ts'
import { CONTENT_PATH } from '../../../lib/api-client.ts'
import { isNotFound, type ContentItem, type ContentList } from '../../../lib/content.ts'

// The content calls every editorial page makes: one item by route path, or a filtered query. The locale is
// passed explicitly (it is part of each query key), so a cached Spanish page can never answer an English one.

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '')

export function getContentItem<P>(path: string, locale: string, query: Record<string, string> = {}): Promise<ContentItem<P>> {
  const segments = trimSlashes(path).split('/').map(encodeURIComponent).join('/')
  return api<ContentItem<P>>(`${CONTENT_PATH}content/item/${segments}`, { query, locale })
}

export interface ContentQueryParams {
  filter?: string[]
  fetch?: string
  expand?: string
  sort?: string[]
  take?: number
}

export function queryContent<P>(params: ContentQueryParams, locale: string): Promise<ContentList<P>> {
  const query: Record<string, string | string[]> = {}
  if (params.filter) query.filter = params.filter
  if (params.fetch) query.fetch = params.fetch
  if (params.expand) query.expand = params.expand
  if (params.sort) query.sort = params.sort
  if (params.take !== undefined) query.take = String(params.take)
  return api<ContentList<P>>(`${CONTENT_PATH}content`, { query, locale })
}

/** The item at a path, or null when the content service has none (its 404). */
export async function findContentItem<P>(path: string, locale: string, query: Record<string, string> = {}): Promise<ContentItem<P> | null> {
  try {
    return await getContentItem<P>(path, locale, query)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** A page's validity rule failed: the router shows "Page Not Found: {path}". */
export function orPageNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound()
  return value
}

/** Editorial content changes rarely while a page is open; a minute keeps navigation instant and edits visible soon. */
export const CONTENT_STALE_TIME = 60_000
