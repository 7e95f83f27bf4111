/** A calendar day (no time of day, no time zone) written out in the reader's language. */
export function formatDay(locale: string, year: number, month: number, day: number, weekday = false): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }
  if (weekday) options.weekday = 'long'
  return new Intl.DateTimeFormat(locale, options).format(Date.UTC(year, month - 1, day))
}
