import { createFileRoute } from '@tanstack/react-router'
import { parseSlug } from '#src/features/content/slug.ts'
import { videoTopicQuery } from '#src/features/videos/api/videos.ts'
import { VideoTopicPage } from '#src/features/videos/components/video-topic-page.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

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
