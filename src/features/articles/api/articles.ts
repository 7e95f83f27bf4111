import { contentQuery, fetchItemOfType, queryContent, type ContentItem } from '#src/lib/content.ts'
import type { PageFlags, RichTextMarkup, SiteImage } from '#src/features/content/index.ts'

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
  contentQuery(locale, ['articles', take], (keyLocale) => fetchArticles(keyLocale, take))

/** GET /content/item/articles/{slug} — null unless the service returns an article there. */
export const fetchArticle = (slug: string, locale: string): Promise<Article | null> =>
  fetchItemOfType<ArticleProperties>(`/articles/${slug}`, 'article', locale)

export const articleQuery = (slug: string, locale: string) =>
  contentQuery(locale, ['article', slug], (keyLocale) => fetchArticle(slug, keyLocale))
