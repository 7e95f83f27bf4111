import { useSuspenseQuery } from '@tanstack/react-query'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { ContentDate } from '#src/features/dates/index.ts'
import { RichHtml } from '#src/features/content/index.ts'
import { newsPageQuery } from '../api/news-page.ts'

export function NewsPage() {
  const { tag } = useLocale()
  const page = orPageNotFound(useSuspenseQuery(newsPageQuery(tag)).data)
  const { title, intro, sections } = page.properties
  return (
    <article className="news">
      <PageHeading>{title}</PageHeading>
      <RichHtml value={intro} className="lede" />
      {sections.items.filter((block) => block.content.contentType === 'newsEntry').map(({ content }) => (
        <section key={content.id} className="news-entry" aria-labelledby={`news-${content.id}`}>
          <h2 id={`news-${content.id}`}>{content.properties.title}</h2>
          <p className="card-meta"><ContentDate value={content.properties.date} /></p>
          <p className="news-summary">{content.properties.summary}</p>
          <RichHtml value={content.properties.body} />
        </section>
      ))}
    </article>
  )
}
