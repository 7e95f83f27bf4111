import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { videoTopicQuery } from '../api/videos.ts'
import { VideoCard } from './video-card.tsx'

export function VideoTopicPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const { topic, videos } = orPageNotFound(useSuspenseQuery(videoTopicQuery(slug, tag)).data)
  return (
    <article className="video-topic">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/videos" params={{ locale: param }} activeOptions={{ exact: true }}><Trans>Videos</Trans></Link>
      </nav>
      <PageHeading>{topic.properties.title}</PageHeading>
      <p className="lede">{topic.properties.description}</p>
      <ul className="card-grid">{videos.map((video) => <VideoCard key={video.id} video={video} headingLevel={2} />)}</ul>
    </article>
  )
}
