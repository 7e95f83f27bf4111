import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { FavoriteToggle } from '#src/features/favorites/index.ts'
import { RichHtml } from '#src/features/content/index.ts'
import { videoQuery, videoTopicQuery } from '../api/videos.ts'
import { VideoCard } from './video-card.tsx'
import { VideoPlayer } from './video-player.tsx'

/** `/videos/{topic}/{video}`: the player, what the video is about, and the topic's other videos. */
export function VideoPage({ topicSlug, videoSlug }: { topicSlug: string; videoSlug: string }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const video = orPageNotFound(useSuspenseQuery(videoQuery(topicSlug, videoSlug, tag)).data)
  const { data: library } = useSuspenseQuery(videoTopicQuery(topicSlug, tag))
  const { title, description, speaker, duration, body } = video.properties
  const topicName = library?.topic.properties.title
  const others = library?.videos.filter((other) => other.id !== video.id) ?? []
  return (
    <article className="video-page">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/videos" params={{ locale: param }}><Trans>Videos</Trans></Link>
        {topicName ? (
          <>
            <span aria-hidden="true"> › </span>
            <Link to="/{-$locale}/videos/topic/$topicSlug" params={{ locale: param, topicSlug }}>{topicName}</Link>
          </>
        ) : null}
      </nav>
      <PageHeading>{title}</PageHeading>
      <p className="card-meta"><Trans>With {speaker}</Trans> · <span className="visually-hidden"><Trans>Length</Trans> </span>{duration}</p>
      <VideoPlayer video={video} />
      <FavoriteToggle kind="video" title={title} />
      <p className="lede">{description}</p>
      <RichHtml value={body} className="video-body" />
      {topicName && others.length > 0 ? (
        <section aria-labelledby="more-videos">
          <h2 id="more-videos"><Trans>More videos on {topicName}</Trans></h2>
          <ul className="card-grid">{others.map((other) => <VideoCard key={other.id} video={other} />)}</ul>
        </section>
      ) : null}
    </article>
  )
}
