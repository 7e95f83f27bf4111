// Calendar days: a year, a month and a day, with no time of day and no time zone (pure date arithmetic).

export interface CalendarDate {
  year: number
  /** 1–12 */
  month: number
  /** 1–31 */
  day: number
}

const pad = (value: number) => String(value).padStart(2, '0')

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** `yyyy-mm-dd`, as the content service's dates and its scheduledDate filter write a day. */
export const toIsoDate = ({ year, month, day }: CalendarDate): string => `${year}-${pad(month)}-${pad(day)}`

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

/** `yyyy-mm-dd` (the content's dates) to a calendar date; null for anything else, 31 April included. */
export function parseIsoDate(value: unknown): CalendarDate | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null
  if (!match) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month) ? date : null
}

/** Negative when `a` is before `b`, zero on the same day, positive after. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day

/** The reader's today, in their own time zone: a morning reader in Sydney gets their morning's devotion. */
export const todayOf = (now: Date = new Date()): CalendarDate => ({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
