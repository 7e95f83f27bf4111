import { useSuspenseQuery } from '@tanstack/react-query'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { articlesQuery, ArticleCard } from '#src/features/articles/index.ts'
import type { CalendarDate } from '#src/features/dates/index.ts'
import { RichText, SCRIPTURE_LANGUAGE, useSitePath, VerseLink } from '#src/features/bible/index.ts'
import { ShareVerseButton, citation } from '#src/features/sharing/index.ts'
import { articleCount, homePageQuery, homeSections, type HomeSection } from '../api/home-page.ts'
import { SiteLinkButton } from './site-link.tsx'
import { VerseOfTheDay } from './verse-of-the-day.tsx'
import { Offers } from '#src/features/offers/index.ts'

function LatestArticles({ title, count }: { title: string; count: number }) {
  const { tag } = useLocale()
  const { data: articles } = useSuspenseQuery(articlesQuery(tag, count))
  return (
    <>
      <h2>{title}</h2>
      <ul className="card-grid">{articles.map((article) => <ArticleCard key={article.id} article={article} headingLevel={3} />)}</ul>
    </>
  )
}

function Section({ section }: { section: HomeSection }) {
  const sitePath = useSitePath()
  switch (section.contentType) {
    case 'hero':
    case 'devotionalCallout': {
      const { title, text, link } = section.properties
      return (
        <>
          <h2>{title}</h2>
          <p>{text}</p>
          {link ? <p><SiteLinkButton link={link} /></p> : null}
        </>
      )
    }
    case 'featuredVerses':
      return (
        <>
          <h2>{section.properties.title}</h2>
          <ul className="featured-verses">
            {section.properties.verses.map((verse) => (
              <li key={verse.id}>
                <blockquote className="scripture" lang={SCRIPTURE_LANGUAGE}>{verse.properties.text ? <RichText value={verse.properties.text} /> : verse.properties.plainText}</blockquote>
                <p className="topic-verse-reference">
                  <VerseLink path={verse.route.path}>{citation(verse.name)}</VerseLink>
                  {verse.properties.plainText ? <ShareVerseButton text={verse.properties.plainText} reference={verse.name} path={sitePath(verse.route.path)} /> : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      )
    case 'latestArticles':
      return <LatestArticles title={section.properties.title} count={articleCount(section.properties.count)} />
  }
}

/** The home page: sections an editor arranges, with today's verse after the opening section. */
export function HomePage({ today }: { today: CalendarDate }) {
  const { tag } = useLocale()
  const page = orPageNotFound(useSuspenseQuery(homePageQuery(tag)).data)
  const [first, ...rest] = homeSections(page)
  return (
    <article className="home">
      <PageHeading className="home-title">{page.properties.title}</PageHeading>
      {first ? <section className={`home-section home-${first.contentType}`}><Section section={first} /></section> : null}
      <VerseOfTheDay today={today} />
      <Offers placement="home" />
      {rest.map((section) => (
        <section key={section.id} className={`home-section home-${section.contentType}`}><Section section={section} /></section>
      ))}
    </article>
  )
}
