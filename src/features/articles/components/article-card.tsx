import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '#src/lib/use-locale.ts'
import { ContentDate } from '#src/features/dates/index.ts'
import { ContentImage } from '#src/features/content/index.ts'
import type { Article } from '../api/articles.ts'

export const articleSlug = (article: Article) => article.route.path.split('/').filter(Boolean).at(-1) ?? ''

export function ArticleCard({ article, headingLevel = 2 }: { article: Article; headingLevel?: 2 | 3 }) {
  const { param } = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { title, summary, author, publishDate, image } = article.properties
  return (
    <li className="card">
      <ContentImage image={image} className="card-image" />
      <div className="card-body">
        <Heading className="card-title">
          <Link to="/{-$locale}/articles/$slug" params={{ locale: param, slug: articleSlug(article) }}>{title}</Link>
        </Heading>
        <p className="card-meta"><Trans>By {author}</Trans> · <ContentDate value={publishDate} /></p>
        <p>{summary}</p>
      </div>
    </li>
  )
}
