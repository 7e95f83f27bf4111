import { createFileRoute } from '@tanstack/react-router'
import { parseSlug } from '../../../../../features/content/slug.ts'
import { videoTopicQuery } from '../../../../../features/videos/api/videos.ts'
import { VideoTopicPage } from '../../../../../features/videos/components/video-topic-page.tsx'
import { orPageNotFound } from '../../../../../lib/page-not-found.ts'
import { contentPageMeta } from '../../../../../lib/page-meta.ts'
import { contentHead } from '../../../../../app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/videos/topic/$topicSlug')({
  staticData: { adTemplate: 'page-path' },
  beforeLoad: ({ params }) => ({ slug: orPageNotFound(parseSlug(params.topicSlug)) }),
  // Valid only if a video topic has the slug.
  loader: async ({ context: { queryClient, apiLocale, slug } }) => ({
    pageMeta: contentPageMeta(orPageNotFound(await queryClient.ensureQueryData(videoTopicQuery(slug, apiLocale))).topic),
  }),
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: VideoTopicRoute,
})

function VideoTopicRoute() {
  const { slug } = Route.useRouteContext()
  return <VideoTopicPage slug={slug} />
}
