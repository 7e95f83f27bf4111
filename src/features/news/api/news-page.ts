import { contentQuery, fetchItemOfType, type ContentItem } from '#src/lib/content.ts'
import type { BlockList, PageFlags, RichTextMarkup } from '#src/features/content/index.ts'

export interface NewsEntryProperties { title: string; date: string; summary: string; body: RichTextMarkup }
export interface NewsPageProperties extends PageFlags { title: string; intro: RichTextMarkup; sections: BlockList<NewsEntryProperties> }
export type NewsPage = ContentItem<NewsPageProperties>

/** GET /content/item/news — the news page and its announcements (newsEntry blocks), newest first; null when there is none. */
export const newsPageQuery = (locale: string) =>
  contentQuery(locale, ['item', '/news'], (keyLocale) => fetchItemOfType<NewsPageProperties>('/news', 'newsletter', keyLocale))
