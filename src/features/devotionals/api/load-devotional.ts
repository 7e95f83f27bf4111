import type { QueryClient } from '@tanstack/react-query'
import { contentPageMeta, type ContentPageMeta } from '../../../lib/page-meta.ts'
import { orPageNotFound } from '../../reading/api/content.ts'
import type { CalendarDate, SendKind } from '../daily-date.ts'
import { dailySendQuery } from './daily-send.ts'

/** The devotional routes' loader: valid only if a send of that kind exists for the day (else a 404). */
export async function loadDevotional(queryClient: QueryClient, day: CalendarDate, send: SendKind, locale: string): Promise<{ pageMeta: ContentPageMeta }> {
  const item = orPageNotFound(await queryClient.ensureQueryData(dailySendQuery(day, send, locale)))
  return { pageMeta: { ...contentPageMeta(item), adTemplate: `devotional-${send}` } }
}
