import { Trans } from '@lingui/react/macro'
import type { Video } from '../api/videos.ts'

/**
 * The browser's own player for the clip the server makes (decision 0071), with the poster and a captions track per
 * language (the page's first, and on by default). Only metadata loads until the reader presses play.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const { media, poster, captions = [] } = video.properties
  if (!media) return null
  return (
    <video className="video-player" controls preload="metadata" poster={poster?.url} width={media.width} height={media.height}>
      <source src={media.url} type={media.type} />
      {captions.map((track) => (
        <track key={track.url} kind="captions" src={track.url} srcLang={track.srclang} label={track.label} default={track.default} />
      ))}
      <p><Trans>Your browser cannot play this video.</Trans> <a href={media.url}><Trans>Download the video</Trans></a></p>
    </video>
  )
}
