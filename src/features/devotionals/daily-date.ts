// The daily devotional's address carries its date as six digits MMDDYY (year = 2000 + YY): pure date arithmetic, no time zones.

export interface CalendarDate {
  year: number
  /** 1–12 */
  month: number
  /** 1–31 */
  day: number
}

const pad = (value: number) => String(value).padStart(2, '0')

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** `MMDDYY` to a real calendar date; anything else (wrong length, non-digits, 13th month, 31 April) is null. */
export function parseDailyDate(value: string): CalendarDate | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value)
  if (!match) return null
  const month = Number(match[1])
  const day = Number(match[2])
  const year = 2000 + Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** A date back to its `MMDDYY` address segment (only years 2000–2099 have one). */
export function formatDailyDate({ year, month, day }: CalendarDate): string {
  if (year < 2000 || year > 2099) throw new RangeError(`${year} has no MMDDYY form`)
  return `${pad(month)}${pad(day)}${pad(year - 2000)}`
}

/** `yyyy-mm-dd`, as the content service's scheduledDate filter takes it. */
export const toIsoDate = ({ year, month, day }: CalendarDate): string => `${year}-${pad(month)}-${pad(day)}`

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

/** `yyyy-mm-dd` (the content's dates) to a calendar date; null for anything else. */
export function parseIsoDate(value: unknown): CalendarDate | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null
  if (!match) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month) ? date : null
}

/** Negative when `a` is before `b`, zero on the same day, positive after. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day

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

/** The reader's today, in their own time zone: a morning reader in Sydney gets their morning's devotion. */
export const todayOf = (now: Date = new Date()): CalendarDate => ({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })

/** The three sends of a day, in reading order; the address segment is the key. */
export const SENDS = ['am', 'pm', 'eve'] as const
export type SendKind = (typeof SENDS)[number]
export const parseSend = (value: string): SendKind | null => (SENDS as readonly string[]).includes(value) ? (value as SendKind) : null

export const SEND_CONTENT_TYPES: Record<SendKind, string> = { am: 'dailyAmSend', pm: 'dailyPmSend', eve: 'dailyEveSend' }
