import type { CalendarDate } from '../calendar-date.ts'
import { dayOf } from '../format.ts'
import { useWrittenDay } from '../use-written-day.ts'

function WrittenDay({ day, dateTime }: { day: CalendarDate; dateTime: string }) {
  return <time dateTime={dateTime}>{useWrittenDay(day)}</time>
}

/** An Umbraco date (`2025-04-14T00:00:00`, no offset) as a calendar day in the reader's language. */
export function ContentDate({ value }: { value: string }) {
  const day = dayOf(value)
  return day ? <WrittenDay day={day} dateTime={value.slice(0, 10)} /> : null
}
