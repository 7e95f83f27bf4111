import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { landingPageQuery } from '#src/features/content/api/landing-page.ts'
import { storeItemsQuery } from '#src/features/store/api/store-items.ts'
import { StorePage } from '#src/features/store/components/store-page.tsx'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/store/')({
  staticData: { adTemplate: 'page-path' },
  loader: async ({ context: { queryClient, apiLocale } }) => {
    const [landing] = await Promise.all([queryClient.ensureQueryData(landingPageQuery('/store', apiLocale)), queryClient.ensureQueryData(storeItemsQuery(apiLocale))])
    return { pageMeta: landing ? contentPageMeta(landing) : {} }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData, { fallbackTitle: match.context.i18n._(msg`Store`) }),
  component: StorePage,
})
