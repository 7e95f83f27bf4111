import type { ContentWriter, NodeRef } from '../content-writer.ts'
import { LIVING_ARTICLES } from './data/articles-living.ts'
import { READING_ARTICLES } from './data/articles-reading.ts'
import { bilingual, image, richText, umbracoDay } from './nodes.ts'
import { ROOT_SORT, writeLanding } from './pages.ts'

/** /articles/{slug}/ (`article`, slug column = URL segment); sortOrder puts the newest first. */
export function writeArticles(write: ContentWriter, root: NodeRef): void {
  const articles = writeLanding(write, root, {
    name: 'Articles', urlSegment: 'articles', sortOrder: ROOT_SORT.articles,
    title: 'Articles', summary: 'Practical help for reading the Bible, praying and living the faith every day.',
    spanish: { name: 'Artículos', title: 'Artículos', summary: 'Ayuda práctica para leer la Biblia, orar y vivir la fe cada día.' },
  })
  const newestFirst = [...READING_ARTICLES, ...LIVING_ARTICLES].sort((a, b) => b.publishDate.localeCompare(a.publishDate))
  newestFirst.forEach((article, index) => {
    const imageUrl = `/media/articles/${article.slug}.svg`
    const { spanish } = article
    write(articles, {
      contentType: 'article', name: article.title, urlSegment: article.slug, slug: article.slug, sortOrder: index,
      properties: {
        title: article.title,
        summary: article.summary,
        author: article.author,
        publishDate: umbracoDay(article.publishDate),
        image: image(imageUrl, article.imageAlt),
        body: richText(article.markup),
      },
      cultures: bilingual(article.title, {
        name: spanish.title,
        properties: { title: spanish.title, summary: spanish.summary, image: image(imageUrl, spanish.imageAlt), body: richText(spanish.markup) },
      }),
    })
  })
}
