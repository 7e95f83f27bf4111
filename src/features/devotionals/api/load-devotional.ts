import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta, type ContentPageMeta } from '#src/lib/page-meta.ts'
import { type DayTexts, serverDayTexts, type CalendarDate } from '#src/features/dates/index.ts'
import type { SendKind } from '../daily-date.ts'
import { dailyRangeQuery } from './daily-range.ts'
import { dailySendQuery } from './daily-send.ts'

/**
 * The devotional routes' loader: valid only if a send of that kind exists for the day (else a 404); with the seeded
 * range for the day links, and the day written out (decision 0137).
 */
export async function loadDevotional(
  { queryClient, i18n, apiLocale: locale }: { queryClient: QueryClient; i18n: I18n; apiLocale: string },
  day: CalendarDate,
  send: SendKind,
): Promise<{ pageMeta: ContentPageMeta; days?: DayTexts }> {
  const [found] = await Promise.all([queryClient.ensureQueryData(dailySendQuery(day, send, locale)), queryClient.ensureQueryData(dailyRangeQuery(locale))])
  const item = orPageNotFound(found)
  const meta = contentPageMeta(item)
  // A shared link previews the day's study: its summary, else the passage reference.
  const description = item.properties.bibleStudy?.properties.summary || item.properties.scripture?.properties.reference || meta.description
  return {
    pageMeta: { ...meta, adTemplate: `devotional-${send}`, ...(description ? { description } : {}) },
    ...(import.meta.env.SSR ? { days: await serverDayTexts(i18n, [day], true) } : {}),
  }
}
