import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadDevotional } from '../../../../../../features/devotionals/api/load-devotional.ts'
import { DevotionalPage } from '../../../../../../features/devotionals/components/devotional-page.tsx'
import { parseDailyDate, parseSend, todayOf } from '../../../../../../features/devotionals/daily-date.ts'
import { useReadersDay } from '../../../../../../features/devotionals/use-readers-day.ts'
import { contentHead } from '../../../../../../app/route-head.ts'

// `/emails/daily/{MMDDYY}/am|pm|eve`, or without a date today's send by the reader's own clock. A date the
// calendar does not have, or another send, is a 404 before anything is fetched.
export const Route = createFileRoute('/{-$locale}/_newsletter/emails/daily/{-$date}/$send')({
  // The loader names the send's own ad template (devotional-am|pm|eve).
  staticData: { adTemplate: 'devotional-am' },
  beforeLoad: ({ params }) => {
    const send = parseSend(params.send)
    const day = params.date === undefined ? todayOf() : parseDailyDate(params.date)
    if (!send || !day) throw notFound()
    return { day, send, readersToday: params.date === undefined ? day : null }
  },
  loader: ({ context: { queryClient, apiLocale, day, send } }) => loadDevotional(queryClient, day, send, apiLocale),
  head: ({ match, loaderData }) => contentHead(match, loaderData, { openGraph: true }),
  component: Devotional,
})

function Devotional() {
  const { day, send, readersToday } = Route.useRouteContext()
  // Only the address without a date means "today".
  useReadersDay(readersToday)
  return <DevotionalPage date={day} send={send} />
}
