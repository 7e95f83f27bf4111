import { createFileRoute } from '@tanstack/react-router'
import { newsPageQuery } from '../../features/news/api/news-page.ts'
import { NewsPage } from '../../features/news/components/news-page.tsx'
import { contentPageMeta } from '../../lib/page-meta.ts'

export const Route = createFileRoute('/{-$locale}/news')({
  staticData: { layout: 'default', adTemplate: 'news' },
  loader: async ({ context: { queryClient, apiLocale } }) => ({
    pageMeta: contentPageMeta(await queryClient.ensureQueryData(newsPageQuery(apiLocale))),
  }),
  component: NewsPage,
})
