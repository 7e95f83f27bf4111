import { createFileRoute } from '@tanstack/react-router'
import { parseSlug } from '#src/features/content/slug.ts'
import { videoQuery, videoTopicQuery } from '#src/features/videos/api/videos.ts'
import { VideoPage } from '#src/features/videos/components/video-page.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

// A video's own page at its content route (`/videos/{topic}/{video}`); topic pages stay at `/videos/topic/{topic}`.
export const Route = createFileRoute('/{-$locale}/_site/videos/$topicSlug/$videoSlug')({
  staticData: { adTemplate: 'page-path' },
  beforeLoad: ({ params }) => ({ topicSlug: orPageNotFound(parseSlug(params.topicSlug)), videoSlug: orPageNotFound(parseSlug(params.videoSlug)) }),
  // Valid only if the content service returns a video at the path.
  loader: async ({ context: { queryClient, apiLocale, topicSlug, videoSlug } }) => {
    const [video] = await Promise.all([
      queryClient.ensureQueryData(videoQuery(topicSlug, videoSlug, apiLocale)),
      queryClient.ensureQueryData(videoTopicQuery(topicSlug, apiLocale)),
    ])
    return { pageMeta: contentPageMeta(orPageNotFound(video)) }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: VideoRoute,
})

function VideoRoute() {
  const { topicSlug, videoSlug } = Route.useRouteContext()
  return <VideoPage topicSlug={topicSlug} videoSlug={videoSlug} />
}
