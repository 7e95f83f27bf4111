import { createFileRoute } from '@tanstack/react-router'
import { landingPageQuery } from '../../../features/reading/api/landing-page.ts'
import { verseTopicsQuery } from '../../../features/verses/api/verse-topics.ts'
import { VersesPage } from '../../../features/verses/components/verses-page.tsx'

export const Route = createFileRoute('/{-$locale}/verses/')({
  staticData: { layout: 'default', adTemplate: 'verse-topic' },
  loader: ({ context: { queryClient, apiLocale } }) =>
    Promise.all([queryClient.ensureQueryData(landingPageQuery('/verses', apiLocale)), queryClient.ensureQueryData(verseTopicsQuery(apiLocale))]),
  component: VersesPage,
})
