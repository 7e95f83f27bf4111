import type { I18n } from '@lingui/core'
import type { CalendarDate } from './calendar-date.ts'
import type { DayTexts } from './format.ts'

/**
 * The days a page shows, written out by its loader on the server (decision 0137). Loaders call it only as
 * `...(import.meta.env.SSR ? { days: await serverDayTexts(…) } : {})`, which the browser's build drops whole: every
 * loader is in the entry chunk, and the browser needs none of it, since a page it renders after a navigation writes its
 * own days (useWrittenDay). Imported on demand, the formatter stays out of the entry chunk although the components
 * that show days share it.
 */
export async function serverDayTexts(i18n: I18n, values: readonly (CalendarDate | string)[], weekday = false): Promise<DayTexts> {
  const { dayTexts } = await import('./format.ts')
  return dayTexts(i18n, values, weekday)
}
