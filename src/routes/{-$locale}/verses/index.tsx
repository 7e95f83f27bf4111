import { createFileRoute } from '@tanstack/react-router'
import { landingPageQuery } from '../../../features/reading/api/landing-page.ts'
import { verseTopicsQuery } from '../../../features/verses/api/verse-topics.ts'
import { VersesPage } from '../../../features/verses/components/verses-page.tsx'
import { contentPageMeta } from '../../../lib/page-meta.ts'

export const Route = createFileRoute('/{-$locale}/verses/')({
  staticData: { layout: 'default', adTemplate: 'verse-topic' },
  loader: async ({ context: { queryClient, apiLocale } }) => {
    const [landing] = await Promise.all([queryClient.ensureQueryData(landingPageQuery('/verses', apiLocale)), queryClient.ensureQueryData(verseTopicsQuery(apiLocale))])
    return { pageMeta: landing ? contentPageMeta(landing) : {} }
  },
  component: VersesPage,
})
