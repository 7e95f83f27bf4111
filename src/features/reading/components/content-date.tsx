import { useLingui } from '@lingui/react/macro'
import { formatDay } from '../format.ts'

/** An Umbraco date (`2025-04-14T00:00:00`, no offset) as a calendar day in the reader's language. */
export function ContentDate({ value }: { value: string }) {
  const { i18n } = useLingui()
  const day = value.slice(0, 10)
  const [year, month, date] = day.split('-').map(Number)
  if (!year || !month || !date) return null
  const text = formatDay(i18n, year, month, date)
  return <time dateTime={day}>{text}</time>
}
