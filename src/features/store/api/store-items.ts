import { contentQuery, fetchItemOfType, queryContent, type ContentItem } from '#src/lib/content.ts'
import type { RichTextMarkup, SiteImage } from '#src/features/content/index.ts'

export interface StoreItemProperties {
  title: string
  description: string
  /** The item's details, shown on its own page. */
  body?: RichTextMarkup
  sku?: string
  price: { amount: number; currency: string }
  image: SiteImage | null
  /** The item's own page (`/store/{slug}`): there is no outside shop (decision 0071). */
  link: string
}
export type StoreItem = ContentItem<StoreItemProperties>

/** GET /content?fetch=children:/store/&filter=contentType:storeItem */
export const fetchStoreItems = (locale: string) =>
  queryContent<StoreItemProperties>({ fetch: 'children:/store/', filter: ['contentType:storeItem'], take: 100 }, locale).then((list) => list.items)

export const storeItemsQuery = (locale: string) =>
  contentQuery(locale, ['store-items'], (keyLocale) => fetchStoreItems(keyLocale))

/** GET /content/item/store/{slug} — null unless the service returns a store item there. */
export const fetchStoreItem = (slug: string, locale: string): Promise<StoreItem | null> =>
  fetchItemOfType<StoreItemProperties>(`/store/${slug}`, 'storeItem', locale)

export const storeItemQuery = (slug: string, locale: string) =>
  contentQuery(locale, ['store-item', slug], (keyLocale) => fetchStoreItem(slug, keyLocale))
