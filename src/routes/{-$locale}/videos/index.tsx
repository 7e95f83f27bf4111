import { createFileRoute } from '@tanstack/react-router'
import { landingPageQuery } from '../../../features/reading/api/landing-page.ts'
import { videoLibraryQuery } from '../../../features/videos/api/videos.ts'
import { VideosPage } from '../../../features/videos/components/videos-page.tsx'
import { contentPageMeta } from '../../../lib/page-meta.ts'

export const Route = createFileRoute('/{-$locale}/videos/')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  loader: async ({ context: { queryClient, apiLocale } }) => {
    const [landing] = await Promise.all([queryClient.ensureQueryData(landingPageQuery('/videos', apiLocale)), queryClient.ensureQueryData(videoLibraryQuery(apiLocale))])
    return { pageMeta: landing ? contentPageMeta(landing) : {} }
  },
  component: VideosPage,
})
