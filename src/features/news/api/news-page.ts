import { queryOptions } from '@tanstack/react-query'
import type { ContentItem } from '../../../lib/content.ts'
import { CONTENT_STALE_TIME, getContentItem } from '../../reading/api/content.ts'
import type { BlockList, PageFlags, RichTextMarkup } from '../../reading/api/types.ts'

export interface NewsEntryProperties { title: string; date: string; summary: string; body: RichTextMarkup }
export interface NewsPageProperties extends PageFlags { title: string; intro: RichTextMarkup; sections: BlockList<NewsEntryProperties> }
export type NewsPage = ContentItem<NewsPageProperties>

/** GET /content/item/news — the news page and its announcements (newsEntry blocks), newest first. */
export const newsPageQuery = (locale: string) =>
  queryOptions({
    queryKey: ['content', locale, 'item', '/news'],
    queryFn: () => getContentItem<NewsPageProperties>('/news', locale),
    staleTime: CONTENT_STALE_TIME,
  })
