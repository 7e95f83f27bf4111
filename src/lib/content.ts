import { queryOptions } from '@tanstack/react-query'
import { api } from './api.ts'
import { CONTENT_PATH, httpStatusOf } from './api-base.ts'

/**
 * The app's one way to read the content service (Umbraco Delivery API v2, docs/decisions/0001-bible-content-model.md).
 * Its convention for "not there": a fetcher answers `null` when the service has no such item (its 404) or the item is
 * of another type; a list is never missing, only empty. A route's loader turns that `null` into the router's
 * not-found with {@link orPageNotFound}, and so does a component reading the same query. Every other failure is thrown.
 */

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

/**
 * Rich text reduced to what the page renders: a text node is its bare string, an element its tag and children (no
 * attributes, no block list). A chapter keeps its verses so in the Query cache, which the server's HTML carries to the
 * browser as a script: Psalm 119's 176 verses in Umbraco's form were most of that script.
 */
export type CompactRichTextNode = string | { tag: string; elements: CompactRichTextNode[] }
export interface CompactRichText { elements: CompactRichTextNode[] }

const compactNode = (node: RichTextNode): CompactRichTextNode =>
  'text' in node ? node.text : { tag: node.tag, elements: node.elements.map(compactNode) }

export const compactRichText = (root: RichTextRoot): CompactRichText => ({ elements: root.elements.map(compactNode) })

const nodeText = (node: CompactRichTextNode): string => (typeof node === 'string' ? node : node.elements.map(nodeText).join(''))

/** The words of compact rich text without its markup (a verse's plain text: what Copy and Share take). */
export const plainTextOf = (content: CompactRichText): string => content.elements.map(nodeText).join('')

/** The last segment of an item's route path: its slug in the site's addresses (`/store/{slug}`, `/verses/{slug}`). */
export const slugOf = (item: Pick<ContentItem<unknown>, 'route'>): string => item.route.path.split('/').filter(Boolean).at(-1) ?? ''

/** Editorial content changes rarely while a page is open; a minute keeps navigation instant and edits visible soon. */
export const CONTENT_STALE_TIME = 60_000

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '')

const isNotFound = (error: unknown): boolean => httpStatusOf(error) === 404

/** The item at a path (or id), in `locale`; null when the content service has none there (its 404). */
export async function fetchContentItem<P>(path: string, locale: string, query: Record<string, string> = {}): Promise<ContentItem<P> | null> {
  const segments = trimSlashes(path).split('/').map(encodeURIComponent).join('/')
  try {
    return await api<ContentItem<P>>(`${CONTENT_PATH}content/item/${segments}`, { query, locale })
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** The item at a path when it is of `contentType`; null when there is none or it is another kind of item. */
export async function fetchItemOfType<P>(path: string, contentType: string, locale: string, query: Record<string, string> = {}): Promise<ContentItem<P> | null> {
  const item = await fetchContentItem<P>(path, locale, query)
  return item?.contentType === contentType ? item : null
}

export interface ContentQueryParams {
  filter?: string[]
  fetch?: string
  expand?: string
  sort?: string[]
  take?: number
}

/** GET /content with a query: a list, never a 404. */
export function queryContent<P>(params: ContentQueryParams, locale: string): Promise<ContentList<P>> {
  const query: Record<string, string | string[]> = {}
  if (params.filter) query['filter'] = params.filter
  if (params.fetch) query['fetch'] = params.fetch
  if (params.expand) query['expand'] = params.expand
  if (params.sort) query['sort'] = params.sort
  if (params.take !== undefined) query['take'] = String(params.take)
  return api<ContentList<P>>(`${CONTENT_PATH}content`, { query, locale })
}

/** The children of the item at a path, in the editors' order (a chapter's verses, a testament's books). */
export const fetchChildren = <P>(path: string, locale: string, take = 200): Promise<ContentItem<P>[]> =>
  queryContent<P>({ fetch: `children:/${trimSlashes(path)}/`, take }, locale).then((list) => list.items)

/** Content query keys are `['content', locale, ...]`: the fetcher takes its locale from there, never from a global. */
export type ContentQueryKey = readonly ['content', string, ...unknown[]]

/**
 * The query options of every content query: keyed `['content', locale, ...key]`, the fetcher called with the key's
 * locale (sent as `locale` and `Accept-Language`), so one query never mixes languages.
 */
export function contentQuery<T>(locale: string, key: readonly unknown[], fetcher: (locale: string) => Promise<T>, staleTime = CONTENT_STALE_TIME) {
  const queryKey: ContentQueryKey = ['content', locale, ...key]
  return queryOptions({ queryKey, queryFn: ({ queryKey: [, keyLocale] }) => fetcher(keyLocale), staleTime })
}
