import { queryOptions } from '@tanstack/react-query'
import type { ContentItem } from '../../../lib/content.ts'
import { CONTENT_STALE_TIME, findContentItem, queryContent } from '../../reading/api/content.ts'
import type { PageFlags, RichTextMarkup, SiteImage } from '../../reading/api/types.ts'

export interface ArticleProperties extends PageFlags {
  title: string
  summary: string
  author: string
  publishDate: string
  image: SiteImage | null
  body?: RichTextMarkup
}
export type Article = ContentItem<ArticleProperties>

/** GET /content?fetch=children:/articles/&filter=contentType:article — newest first (the editors' sort order). */
export const fetchArticles = (locale: string, take = 50) =>
  queryContent<ArticleProperties>({ fetch: 'children:/articles/', filter: ['contentType:article'], take }, locale).then((list) => list.items)

export const articlesQuery = (locale: string, take = 50) =>
  queryOptions({ queryKey: ['content', locale, 'articles', take], queryFn: () => fetchArticles(locale, take), staleTime: CONTENT_STALE_TIME })

/** GET /content/item/articles/{slug} — null unless the service returns an article there. */
export async function fetchArticle(slug: string, locale: string): Promise<Article | null> {
  const item = await findContentItem<ArticleProperties>(`/articles/${slug}`, locale)
  return item?.contentType === 'article' ? item : null
}

export const articleQuery = (slug: string, locale: string) =>
  queryOptions({ queryKey: ['content', locale, 'article', slug], queryFn: () => fetchArticle(slug, locale), staleTime: CONTENT_STALE_TIME })
