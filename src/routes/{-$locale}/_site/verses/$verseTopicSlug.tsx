import { createFileRoute } from '@tanstack/react-router'
import { parseSlug } from '#src/features/content/slug.ts'
import { verseTopicQuery } from '#src/features/verses/api/verse-topic.ts'
import { verseTopicsQuery } from '#src/features/verses/api/verse-topics.ts'
import { VerseTopicPage } from '#src/features/verses/components/verse-topic-page.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/verses/$verseTopicSlug')({
  staticData: { adTemplate: 'verse-topic' },
  beforeLoad: ({ params }) => ({ slug: orPageNotFound(parseSlug(params.verseTopicSlug)) }),
  // Valid only if a verse topic has the slug (filter=contentType:verseTopic&filter=contentSlug:{slug}&take=1).
  loader: async ({ context: { queryClient, apiLocale, slug } }) => {
    const [topic] = await Promise.all([
      queryClient.ensureQueryData(verseTopicQuery(slug, apiLocale)),
      queryClient.ensureQueryData(verseTopicsQuery(apiLocale)),
    ])
    return { pageMeta: contentPageMeta(orPageNotFound(topic)) }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: VerseTopicRoute,
})

function VerseTopicRoute() {
  const { slug } = Route.useRouteContext()
  return <VerseTopicPage slug={slug} />
}
