import { FetchError } from 'ofetch'
import { api } from './api.ts'
import { CONTENT_PATH } from './api-client.ts'

/** Umbraco Delivery API v2 shapes (docs/decisions/0001-bible-content-model.md). */
export interface ContentRoute { path: string; startItem: { id: string; path: string } }

export interface ContentItem<P = Record<string, unknown>> {
  contentType: string
  name: string
  id: string
  createDate: string
  updateDate: string
  route: ContentRoute
  properties: P
  cultures: Record<string, unknown>
}

export interface ContentList<P = Record<string, unknown>> { total: number; items: ContentItem<P>[] }

/** A content picker, output shallow (no properties) or null at either end. */
export type ContentLink = Pick<ContentItem, 'contentType' | 'name' | 'id' | 'route'> | null

/** Umbraco rich text, JSON output form. */
export type RichTextNode =
  | { tag: '#text'; text: string }
  | { tag: string; attributes: Record<string, unknown>; elements: RichTextNode[] }

export interface RichTextRoot { tag: '#root'; attributes: Record<string, unknown>; elements: RichTextNode[]; blocks: unknown[] }

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '')

/** An item by path or id, in `locale` (sent as `locale` and `Accept-Language`: the caller's query key names it). */
export function fetchContentItem<P>(path: string, locale: string, query: Record<string, string> = {}): Promise<ContentItem<P>> {
  const segments = trimSlashes(path).split('/').map(encodeURIComponent).join('/')
  return api<ContentItem<P>>(`${CONTENT_PATH}content/item/${segments}`, { query, locale })
}

export function fetchChildren<P>(path: string, locale: string, take = 200): Promise<ContentList<P>> {
  return api<ContentList<P>>(`${CONTENT_PATH}content`, { query: { fetch: `children:/${trimSlashes(path)}/`, take: String(take) }, locale })
}

/** Content query keys are `['content', locale, ...]`: the fetcher takes its locale from there, never from a global. */
export type ContentQueryKey = readonly ['content', string, ...unknown[]]
export const localeOfKey = (queryKey: ContentQueryKey): string => queryKey[1]

export const isNotFound = (error: unknown): boolean => error instanceof FetchError && error.status === 404
