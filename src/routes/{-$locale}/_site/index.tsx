import { createFileRoute } from '@tanstack/react-router'
import { latestArticleCount, homePageQuery } from '#src/features/home/api/home-page.ts'
import { articlesQuery } from '#src/features/articles/api/articles.ts'
import { dailySendQuery } from '#src/features/devotionals/api/daily-send.ts'
import { todayOf } from '#src/features/dates/calendar-date.ts'
import { useReadersDay } from '#src/features/devotionals/use-readers-day.ts'
import { HomePage } from '#src/features/home/components/home-page.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { serverDayTexts } from '#src/features/dates/server-day-texts.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/')({
  staticData: { adTemplate: 'homepage' },
  beforeLoad: () => ({ today: todayOf() }),
  loader: async ({ context: { queryClient, i18n, apiLocale, today } }) => {
    // The verse of the day comes from today's morning send; a day without one simply has no verse.
    const [found] = await Promise.all([
      queryClient.ensureQueryData(homePageQuery(apiLocale)),
      queryClient.ensureQueryData(dailySendQuery(today, 'am', apiLocale)),
    ])
    const page = orPageNotFound(found)
    const count = latestArticleCount(page)
    const articles = count === null ? [] : await queryClient.ensureQueryData(articlesQuery(apiLocale, count))
    // The day the server rendered travels with the loader's data, which hydration keeps as the server sent it: the
    // first render in the browser matches the server's HTML whatever the reader's clock says, and useReadersDay then
    // moves a reader whose day differs to theirs (tests/e2e/ssr.spec.ts, a reader already in tomorrow).
    return {
      pageMeta: contentPageMeta(page),
      today,
      ...(import.meta.env.SSR ? { days: await serverDayTexts(i18n, articles.map((article) => article.properties.publishDate)) } : {}),
    }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData, { title: '' }),
  component: HomeRoute,
})

function HomeRoute() {
  const { today } = Route.useLoaderData()
  useReadersDay(today)
  return <HomePage today={today} />
}
