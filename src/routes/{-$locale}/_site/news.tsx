import { createFileRoute } from '@tanstack/react-router'
import { newsPageQuery } from '#src/features/news/api/news-page.ts'
import { NewsPage } from '#src/features/news/components/news-page.tsx'
import { serverDayTexts } from '#src/features/dates/server-day-texts.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

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
