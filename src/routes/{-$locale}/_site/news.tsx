import { createFileRoute } from '@tanstack/react-router'
import { newsPageQuery } from '../../../features/news/api/news-page.ts'
import { NewsPage } from '../../../features/news/components/news-page.tsx'
import { orPageNotFound } from '../../../lib/content.ts'
import { contentPageMeta } from '../../../lib/page-meta.ts'
import { contentHead } from '../../../app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/news')({
  staticData: { adTemplate: 'news' },
  loader: async ({ context: { queryClient, apiLocale } }) => ({
    pageMeta: contentPageMeta(orPageNotFound(await queryClient.ensureQueryData(newsPageQuery(apiLocale)))),
  }),
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: NewsPage,
})
