import { createFileRoute } from '@tanstack/react-router'
import { loadDevotional } from '../../../../features/devotionals/api/load-devotional.ts'
import { DevotionalPage } from '../../../../features/devotionals/components/devotional-page.tsx'
import { todayOf } from '../../../../features/devotionals/daily-date.ts'

// Without a date: today's devotion, by the reader's own clock.
export const Route = createFileRoute('/{-$locale}/emails/daily/eve')({
  staticData: { layout: 'newsletter', adTemplate: 'devotional-eve' },
  beforeLoad: () => ({ day: todayOf() }),
  loader: ({ context: { queryClient, apiLocale, day } }) => loadDevotional(queryClient, day, 'eve', apiLocale),
  component: TodaysDevotional,
})

function TodaysDevotional() {
  const { day } = Route.useRouteContext()
  return <DevotionalPage date={day} send="eve" />
}
