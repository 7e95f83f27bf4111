import { contentQuery, fetchItemOfType } from '#src/lib/content.ts'
import { type DailyRange } from '../daily-date.ts'
import { parseIsoDate } from '#src/features/dates/index.ts'

interface DailyFolderProperties { firstScheduledDate?: unknown; lastScheduledDate?: unknown }

/**
 * GET /content/item/emails/daily — the days that have sends, from the daily folder's properties (decision 0071);
 * null when the content does not say (then no day link is held back and today is today).
 */
export async function fetchDailyRange(locale: string): Promise<DailyRange | null> {
  const folder = await fetchItemOfType<DailyFolderProperties>('/emails/daily', 'folder', locale)
  const first = parseIsoDate(folder?.properties.firstScheduledDate)
  const last = parseIsoDate(folder?.properties.lastScheduledDate)
  return first && last ? { first, last } : null
}

export const dailyRangeQuery = (locale: string) => contentQuery(locale, ['daily-range'], (keyLocale) => fetchDailyRange(keyLocale))
