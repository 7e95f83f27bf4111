import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseSlug } from '#src/features/content/slug.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'

// A topic's content route (`/videos/prayer`, what a link in the content names) is its page at `/videos/topic/prayer`.
// Favorites saved before videos had pages point at `/videos/{topic}#{video}`: in the app that opens the video's page.
export const Route = createFileRoute('/{-$locale}/_site/videos/$topicSlug/')({
  staticData: { adTemplate: 'page-path' },
  beforeLoad: ({ params, location }) => {
    const topicSlug = orPageNotFound(parseSlug(params.topicSlug))
    const videoSlug = parseSlug(location.hash)
    if (videoSlug) throw redirect({ to: '/{-$locale}/videos/$topicSlug/$videoSlug', params: { locale: params.locale, topicSlug, videoSlug }, replace: true })
    throw redirect({ to: '/{-$locale}/videos/topic/$topicSlug', params: { locale: params.locale, topicSlug }, replace: true, statusCode: 301 })
  },
})
