import { Trans, useLingui } from '@lingui/react/macro'
import { ContentImage } from '../../reading/components/content-image.tsx'
import type { Video } from '../api/videos.ts'
import { FavoriteToggle } from '../../favorites/components/favorite-toggle.tsx'

/** Lamp hosts no video files: a card shows the poster and opens the video where it is streamed. */
export function VideoCard({ video }: { video: Video }) {
  const { t } = useLingui()
  const { title, description, speaker, duration, poster, sourceUrl } = video.properties
  return (
    <li className="card video-card">
      <a href={sourceUrl} target="_blank" rel="noopener noreferrer" className="video-poster" aria-label={t`Watch ${title} (opens in a new tab)`}>
        <ContentImage image={poster} className="card-image" />
        <span className="video-duration" aria-hidden="true">{duration}</span>
      </a>
      <div className="card-body">
        <h3 className="card-title">{title}</h3>
        <p className="card-meta"><Trans>With {speaker}</Trans> · <span className="visually-hidden"><Trans>Length</Trans> </span>{duration}</p>
        <p>{description}</p>
        <FavoriteToggle kind="video" title={title} path={`${video.route.path.replace(/\/[^/]+\/?$/, '')}#${video.route.path.split('/').filter(Boolean).at(-1) ?? ''}`} />
      </div>
    </li>
  )
}
