import { createFileRoute } from '@tanstack/react-router'
import { dailyRangeQuery } from '#src/features/devotionals/api/daily-range.ts'
import { loadDevotional } from '#src/features/devotionals/api/load-devotional.ts'
import { DevotionalPage } from '#src/features/devotionals/components/devotional-page.tsx'
import { todayOf } from '#src/features/dates/calendar-date.ts'
import { nearestSeededDay, parseDailyDate, parseSend } from '#src/features/devotionals/daily-date.ts'
import { useReadersDay } from '#src/features/devotionals/use-readers-day.ts'
import { contentHead } from '#src/app/route-head.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'

// `/emails/daily/{MMDDYY}/am|pm|eve`, or without a date today's send by the reader's own clock (the nearest day
// that has sends when today has none, decision 0071). A date the calendar does not have, or another send, is a 404
// before anything is fetched.
export const Route = createFileRoute('/{-$locale}/_newsletter/emails/daily/{-$date}/$send')({
  // The loader names the send's own ad template (devotional-am|pm|eve).
  staticData: { adTemplate: 'devotional-am' },
  beforeLoad: async ({ params, context: { queryClient, apiLocale } }) => {
    const send = orPageNotFound(parseSend(params.send))
    if (params.date !== undefined) return { day: orPageNotFound(parseDailyDate(params.date)), send, clockDay: null }
    const clockDay = todayOf()
    const range = await queryClient.ensureQueryData(dailyRangeQuery(apiLocale))
    return { day: nearestSeededDay(clockDay, range), send, clockDay }
  },
  // The day the server rendered travels with the loader's data, which hydration keeps as the server sent it: the first
  // render in the browser matches the server's HTML whatever the reader's clock says.
  loader: async ({ context }) => {
    const { day, send, clockDay } = context
    return { ...(await loadDevotional(context, day, send)), day, send, clockDay }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData, { openGraph: true }),
  component: Devotional,
})

function Devotional() {
  const { day, send, clockDay } = Route.useLoaderData()
  // Only the address without a date means "today": rendered with the server's clock, checked against the reader's.
  useReadersDay(clockDay)
  return <DevotionalPage date={day} send={send} />
}
