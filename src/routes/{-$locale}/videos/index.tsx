import { createFileRoute } from '@tanstack/react-router'
import { landingPageQuery } from '../../../features/reading/api/landing-page.ts'
import { videoLibraryQuery } from '../../../features/videos/api/videos.ts'
import { VideosPage } from '../../../features/videos/components/videos-page.tsx'

export const Route = createFileRoute('/{-$locale}/videos/')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  loader: ({ context: { queryClient, apiLocale } }) =>
    Promise.all([queryClient.ensureQueryData(landingPageQuery('/videos', apiLocale)), queryClient.ensureQueryData(videoLibraryQuery(apiLocale))]),
  component: VideosPage,
})
