// The daily devotional's address carries its date as six digits MMDDYY (year = 2000 + YY), and a day has three sends.
import { compareDates, parseIsoDate, toIsoDate, type CalendarDate } from '../dates/index.ts'

/** `MMDDYY` to a real calendar date; anything else (wrong length, non-digits, 13th month, 31 April) is null. */
export function parseDailyDate(value: string): CalendarDate | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value)
  return match ? parseIsoDate(`20${match[3]}-${match[1]}-${match[2]}`) : null
}

/** A date back to its `MMDDYY` address segment (only years 2000–2099 have one). */
export function formatDailyDate(date: CalendarDate): string {
  if (date.year < 2000 || date.year > 2099) throw new RangeError(`${date.year} has no MMDDYY form`)
  const iso = toIsoDate(date)
  return `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(2, 4)}`
}

/** The first and last day that have sends (the daily folder's `firstScheduledDate` / `lastScheduledDate`). */
export interface DailyRange { first: CalendarDate; last: CalendarDate }

/**
 * The seeded day nearest to `date`: the date itself inside the range, else the first or last day (decision 0071:
 * a reader following an old or future link still gets a devotion of that time of day). No range: the date itself.
 */
export function nearestSeededDay(date: CalendarDate, range: DailyRange | null): CalendarDate {
  if (!range) return date
  if (compareDates(date, range.first) < 0) return range.first
  if (compareDates(date, range.last) > 0) return range.last
  return date
}

/** The three sends of a day, in reading order; the address segment is the key. */
export const SENDS = ['am', 'pm', 'eve'] as const
export type SendKind = (typeof SENDS)[number]
export const parseSend = (value: string): SendKind | null => (SENDS as readonly string[]).includes(value) ? (value as SendKind) : null

export const SEND_CONTENT_TYPES: Record<SendKind, string> = { am: 'dailyAmSend', pm: 'dailyPmSend', eve: 'dailyEveSend' }
