import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { slugOf } from '#src/lib/content.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { RichText, SCRIPTURE_LANGUAGE, type PickedVerse, useSitePath, VerseLink } from '#src/features/bible/index.ts'
import { ReadingSizeControl, useReadingSize } from '#src/features/reading-size/index.ts'
import { RichHtml } from '#src/features/content/index.ts'
import { ShareVerseButton, citation } from '#src/features/sharing/index.ts'
import { verseTopicQuery } from '../api/verse-topic.ts'
import { verseTopicsQuery } from '../api/verse-topics.ts'

function TopicVerse({ verse }: { verse: PickedVerse }) {
  const sitePath = useSitePath()
  const { text, plainText } = verse.properties
  return (
    <li className="topic-verse">
      <blockquote className="scripture" lang={SCRIPTURE_LANGUAGE}>{text ? <RichText value={text} /> : plainText}</blockquote>
      <p className="topic-verse-reference">
        <VerseLink path={verse.route.path}>{citation(verse.name)}</VerseLink>
        {plainText ? <ShareVerseButton text={plainText} reference={verse.name} path={sitePath(verse.route.path)} /> : null}
      </p>
    </li>
  )
}

/** Other topics, so a reader can move on without going back. */
export function TopicList({ current }: { current?: string }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const { data: topics } = useSuspenseQuery(verseTopicsQuery(tag))
  return (
    <nav aria-label={t`Verse topics`} className="topic-list">
      <ul>
        {topics.map((topic) => {
          const slug = slugOf(topic)
          return (
            <li key={topic.id}>
              <Link to="/{-$locale}/verses/$verseTopicSlug" params={{ locale: param, verseTopicSlug: slug }} aria-current={slug === current ? 'page' : undefined}>
                {topic.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Verses gathered under one topic, each linked to its place in the Bible and shareable. */
export function VerseTopicPage({ slug }: { slug: string }) {
  const { tag } = useLocale()
  const size = useReadingSize()
  const topic = orPageNotFound(useSuspenseQuery(verseTopicQuery(slug, tag)).data)
  return (
    <article className="verse-topic" data-reading-size={size}>
      <PageHeading>{topic.properties.title}</PageHeading>
      <RichHtml value={topic.properties.intro} className="lede" />
      <ReadingSizeControl />
      <ol className="topic-verses">
        {topic.properties.verses.map((verse) => <TopicVerse key={verse.id} verse={verse} />)}
      </ol>
      <section aria-labelledby="more-topics">
        <h2 id="more-topics"><Trans>More topics</Trans></h2>
        <TopicList current={slug} />
      </section>
    </article>
  )
}
