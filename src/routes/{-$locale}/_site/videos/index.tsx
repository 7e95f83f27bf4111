import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { landingPageQuery } from '#src/features/content/api/landing-page.ts'
import { videoLibraryQuery } from '#src/features/videos/api/videos.ts'
import { VideosPage } from '#src/features/videos/components/videos-page.tsx'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/videos/')({
  staticData: { adTemplate: 'page-path' },
  loader: async ({ context: { queryClient, apiLocale } }) => {
    const [landing] = await Promise.all([queryClient.ensureQueryData(landingPageQuery('/videos', apiLocale)), queryClient.ensureQueryData(videoLibraryQuery(apiLocale))])
    return { pageMeta: landing ? contentPageMeta(landing) : {} }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData, { fallbackTitle: match.context.i18n._(msg`Videos`) }),
  component: VideosPage,
})
