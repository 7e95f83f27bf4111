import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { ContentDate } from '#src/features/dates/index.ts'
import { ContentImage, RichHtml } from '#src/features/content/index.ts'
import { articleQuery } from '../api/articles.ts'
import { FavoriteToggle } from '#src/features/favorites/index.ts'

export function ArticlePage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const article = orPageNotFound(useSuspenseQuery(articleQuery(slug, tag)).data)
  const { title, summary, author, publishDate, image, body } = article.properties
  return (
    <article className="article">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/articles" params={{ locale: param }} activeOptions={{ exact: true }}><Trans>Articles</Trans></Link>
      </nav>
      <PageHeading>{title}</PageHeading>
      <FavoriteToggle kind="article" title={title} />
      <p className="lede">{summary}</p>
      <p className="card-meta"><Trans>By {author}</Trans> · <ContentDate value={publishDate} /></p>
      <ContentImage image={image} className="article-image" />
      <RichHtml value={body} className="article-body" />
    </article>
  )
}
