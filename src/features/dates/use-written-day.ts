import { useLingui } from '@lingui/react'
import { useLoaderData } from '@tanstack/react-router'
import type { CalendarDate } from './calendar-date.ts'
import { dayKey, formatDay, type DayTexts } from './format.ts'

const daysIn = (loaderData: unknown): DayTexts | undefined =>
  loaderData && typeof loaderData === 'object' && 'days' in loaderData ? (loaderData.days as DayTexts) : undefined

/**
 * A day written out in the reader’s language: as the server’s loader wrote it (decision 0137), so that hydrating the
 * server’s page builds no Intl formatter; formatted here on a page the browser rendered, or for a day no loader knew (a
 * request the reader has just made).
 */
export function useWrittenDay(day: CalendarDate, weekday = false): string {
  const { i18n } = useLingui()
  const written = useLoaderData({ strict: false, select: daysIn })
  return written?.[dayKey(day, weekday)] ?? formatDay(i18n, day, weekday)
}
