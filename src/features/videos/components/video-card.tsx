import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { slugOf } from '#src/lib/content.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { ContentImage } from '#src/features/content/index.ts'
import { videoParamsOf, type Video } from '../api/videos.ts'
import { FavoriteToggle } from '#src/features/favorites/index.ts'

/**
 * A video's card: its poster and title open its page (with the player); the poster is a second way in for the mouse
 * only, so a keyboard or screen reader meets one link per video. The card's id is the video's slug, so an address
 * ending `#{slug}` shows it.
 */
export function VideoCard({ video, headingLevel = 3 }: { video: Video; headingLevel?: 2 | 3 }) {
  const { param } = useLocale()
  const { title, description, speaker, duration, poster } = video.properties
  const target = videoParamsOf(video)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  if (!target) return null
  const to = '/{-$locale}/videos/$topicSlug/$videoSlug' as const
  const params = { locale: param, ...target }
  return (
    <li className="card video-card" id={slugOf(video)}>
      <Link to={to} params={params} className="video-poster" tabIndex={-1} aria-hidden="true">
        <ContentImage image={poster} className="card-image" />
        <span className="video-duration">{duration}</span>
      </Link>
      <div className="card-body">
        <Heading className="card-title"><Link to={to} params={params}>{title}</Link></Heading>
        <p className="card-meta"><Trans>With {speaker}</Trans> · <span className="visually-hidden"><Trans>Length</Trans> </span>{duration}</p>
        <p>{description}</p>
        <FavoriteToggle kind="video" title={title} path={`/videos/${target.topicSlug}/${target.videoSlug}`} />
      </div>
    </li>
  )
}
