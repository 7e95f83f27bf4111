import type { I18n } from '@lingui/core'
import { parseIsoDate, toIsoDate, type CalendarDate } from './calendar-date.ts'

/**
 * A calendar day (no time of day, no time zone) written out in the reader's language, with Lingui's formatter: one per
 * language and style for the whole page, not a new `Intl.DateTimeFormat` for each date (decision 0137).
 */
export function formatDay(i18n: I18n, { year, month, day }: CalendarDate, weekday = false): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }
  if (weekday) options.weekday = 'long'
  return i18n.date(new Date(Date.UTC(year, month - 1, day)), options)
}

/** The day of an Umbraco date (`2025-04-14T00:00:00`, no offset) or of `2025-04-14`; null when it has none. */
export const dayOf = (value: string): CalendarDate | null => parseIsoDate(value.slice(0, 10))

/**
 * The days a page shows, written out by its loader on the server (server-day-texts.ts, decision 0137). Loader data
 * reaches the browser with the page and hydration keeps it, so the first render there reuses the server's text and
 * builds no Intl formatter: a page's first one pays ICU's start-up, inside its hydration (decision 0137).
 */
export type DayTexts = Readonly<Record<string, string>>

export const dayKey = (day: CalendarDate, weekday = false): string => `${toIsoDate(day)}${weekday ? '+weekday' : ''}`

/** Writes out the days a page will show (dates without a day are left out, as the page leaves them out). */
export function dayTexts(i18n: I18n, values: readonly (CalendarDate | string)[], weekday = false): DayTexts {
  const texts: Record<string, string> = {}
  for (const value of values) {
    const day = typeof value === 'string' ? dayOf(value) : value
    if (day) texts[dayKey(day, weekday)] = formatDay(i18n, day, weekday)
  }
  return texts
}
