import type { I18n } from '@lingui/core'

/**
 * A calendar day (no time of day, no time zone) written out in the reader's language, with Lingui's formatter: one per
 * language and style for the whole page, not a new `Intl.DateTimeFormat` for each date (decision 0136).
 */
export function formatDay(i18n: I18n, year: number, month: number, day: number, weekday = false): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }
  if (weekday) options.weekday = 'long'
  return i18n.date(new Date(Date.UTC(year, month - 1, day)), options)
}
