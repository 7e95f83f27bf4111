import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { landingPageQuery } from '#src/features/content/api/landing-page.ts'
import { verseTopicsQuery } from '#src/features/verses/api/verse-topics.ts'
import { VersesPage } from '#src/features/verses/components/verses-page.tsx'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/verses/')({
  staticData: { adTemplate: 'verse-topic' },
  loader: async ({ context: { queryClient, apiLocale } }) => {
    const [landing] = await Promise.all([queryClient.ensureQueryData(landingPageQuery('/verses', apiLocale)), queryClient.ensureQueryData(verseTopicsQuery(apiLocale))])
    return { pageMeta: landing ? contentPageMeta(landing) : {} }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData, { fallbackTitle: match.context.i18n._(msg`Verses by topic`) }),
  component: VersesPage,
})
