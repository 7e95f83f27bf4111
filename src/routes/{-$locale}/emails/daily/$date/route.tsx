import { createFileRoute, notFound } from '@tanstack/react-router'
import { parseDailyDate } from '../../../../../features/devotionals/daily-date.ts'

// `/emails/daily/{MMDDYY}/...`: a date the calendar does not have is a 404 before anything is fetched.
export const Route = createFileRoute('/{-$locale}/emails/daily/$date')({
  staticData: { layout: 'newsletter', adTemplate: 'devotional-am' },
  beforeLoad: ({ params }) => {
    const day = parseDailyDate(params.date)
    if (!day) throw notFound()
    return { day }
  },
})
