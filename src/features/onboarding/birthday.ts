/** Birthdays are calendar days: built and read in local time, written yyyy-mm-dd, never through UTC. */
const pad = (n: number) => String(n).padStart(2, '0')

export const toIsoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

export function fromIsoDate(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return undefined
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return toIsoDate(date) === iso ? date : undefined
}

/** R-ONB-6: day, short month, year (`14 Mar 1985`, `14 mar 1985`): the order is fixed, the names the locale's. */
export function formatBirthday(iso: string, localeTag: string): string {
  const date = fromIsoDate(iso)
  if (!date) return iso
  const parts = new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'short', year: 'numeric' }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')}`
}
