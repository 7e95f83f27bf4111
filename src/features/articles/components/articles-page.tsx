import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocale } from '#src/lib/use-locale.ts'
import { LandingHeading } from '#src/features/content/index.ts'
import { articlesQuery } from '../api/articles.ts'
import { ArticleCard } from './article-card.tsx'

export function ArticlesPage() {
  const { t } = useLingui()
  const { tag } = useLocale()
  const { data: articles } = useSuspenseQuery(articlesQuery(tag))
  return (
    <article className="articles">
      <LandingHeading path="/articles" fallbackTitle={t`Articles`} />
      <ul className="card-grid">
        {articles.map((article) => <ArticleCard key={article.id} article={article} />)}
      </ul>
    </article>
  )
}
