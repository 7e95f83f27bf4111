import { createFileRoute } from '@tanstack/react-router'
import { landingPageQuery } from '../../features/reading/api/landing-page.ts'
import { storeItemsQuery } from '../../features/store/api/store-items.ts'
import { StorePage } from '../../features/store/components/store-page.tsx'
import { contentPageMeta } from '../../lib/page-meta.ts'

export const Route = createFileRoute('/{-$locale}/store')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  loader: async ({ context: { queryClient, apiLocale } }) => {
    const [landing] = await Promise.all([queryClient.ensureQueryData(landingPageQuery('/store', apiLocale)), queryClient.ensureQueryData(storeItemsQuery(apiLocale))])
    return { pageMeta: landing ? contentPageMeta(landing) : {} }
  },
  component: StorePage,
})
