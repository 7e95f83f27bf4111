import { createFileRoute } from '@tanstack/react-router'
import { newsPageQuery } from '../../../features/news/api/news-page.ts'
import { NewsPage } from '../../../features/news/components/news-page.tsx'
import { serverDayTexts } from '../../../features/dates/server-day-texts.ts'
import { orPageNotFound } from '../../../lib/page-not-found.ts'
import { contentPageMeta } from '../../../lib/page-meta.ts'
import { contentHead } from '../../../app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/news')({
  staticData: { adTemplate: 'news' },
  loader: async ({ context: { queryClient, i18n, apiLocale } }) => {
    const page = orPageNotFound(await queryClient.ensureQueryData(newsPageQuery(apiLocale)))
    return {
      pageMeta: contentPageMeta(page),
      ...(import.meta.env.SSR ? { days: await serverDayTexts(i18n, page.properties.sections.items.map(({ content }) => content.properties.date)) } : {}),
    }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: NewsPage,
})
