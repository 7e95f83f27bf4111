import { queryOptions } from '@tanstack/react-query'
import type { ContentItem } from '../../../lib/content.ts'
import { CONTENT_STALE_TIME, queryContent } from '../../reading/api/content.ts'
import type { SiteImage } from '../../reading/api/types.ts'

export interface StoreItemProperties {
  title: string
  description: string
  price: { amount: number; currency: string }
  image: SiteImage | null
  link: string
}
export type StoreItem = ContentItem<StoreItemProperties>

/** GET /content?fetch=children:/store/&filter=contentType:storeItem */
export const fetchStoreItems = (locale: string) =>
  queryContent<StoreItemProperties>({ fetch: 'children:/store/', filter: ['contentType:storeItem'], take: 100 }, locale).then((list) => list.items)

export const storeItemsQuery = (locale: string) =>
  queryOptions({ queryKey: ['content', locale, 'store-items'], queryFn: () => fetchStoreItems(locale), staleTime: CONTENT_STALE_TIME })
