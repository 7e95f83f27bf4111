import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { slugOf } from '#src/lib/content.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { LandingHeading } from '#src/features/content/index.ts'
import { videoLibraryQuery } from '../api/videos.ts'
import { VideoCard } from './video-card.tsx'

/** /videos: every topic with its videos. */
export function VideosPage() {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const { data: library } = useSuspenseQuery(videoLibraryQuery(tag))
  return (
    <article className="videos">
      <LandingHeading path="/videos" fallbackTitle={t`Videos`} />
      {library.map(({ topic, videos }) => {
        const name = topic.properties.title
        return (
          <section key={topic.id} aria-labelledby={`topic-${topic.id}`}>
            <h2 id={`topic-${topic.id}`}>
              <Link to="/{-$locale}/videos/topic/$topicSlug" params={{ locale: param, topicSlug: slugOf(topic) }}>{name}</Link>
            </h2>
            <p>{topic.properties.description}</p>
            <ul className="card-grid">{videos.map((video) => <VideoCard key={video.id} video={video} />)}</ul>
            <p><Link to="/{-$locale}/videos/topic/$topicSlug" params={{ locale: param, topicSlug: slugOf(topic) }}><Trans>All videos on {name}</Trans></Link></p>
          </section>
        )
      })}
    </article>
  )
}
