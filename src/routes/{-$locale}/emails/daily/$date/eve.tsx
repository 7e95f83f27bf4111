import { createFileRoute } from '@tanstack/react-router'
import { loadDevotional } from '../../../../../features/devotionals/api/load-devotional.ts'
import { DevotionalPage } from '../../../../../features/devotionals/components/devotional-page.tsx'

export const Route = createFileRoute('/{-$locale}/emails/daily/$date/eve')({
  staticData: { layout: 'newsletter', adTemplate: 'devotional-eve' },
  loader: ({ context: { queryClient, apiLocale, day } }) => loadDevotional(queryClient, day, 'eve', apiLocale),
  component: DatedDevotional,
})

function DatedDevotional() {
  const { day } = Route.useRouteContext()
  return <DevotionalPage date={day} send="eve" />
}
