import { createFileRoute } from '@tanstack/react-router'
import { loadDevotional } from '../../../../../features/devotionals/api/load-devotional.ts'
import { DevotionalPage } from '../../../../../features/devotionals/components/devotional-page.tsx'

export const Route = createFileRoute('/{-$locale}/emails/daily/$date/pm')({
  staticData: { layout: 'newsletter', adTemplate: 'devotional-pm' },
  loader: ({ context: { queryClient, apiLocale, day } }) => loadDevotional(queryClient, day, 'pm', apiLocale),
  component: DatedDevotional,
})

function DatedDevotional() {
  const { day } = Route.useRouteContext()
  return <DevotionalPage date={day} send="pm" />
}
