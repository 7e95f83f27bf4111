import type { QueryClient } from '@tanstack/react-query'
import { contentPageMeta, type ContentPageMeta } from '../../../lib/page-meta.ts'
import { orPageNotFound } from '../../reading/api/content.ts'
import type { CalendarDate, SendKind } from '../daily-date.ts'
import { dailySendQuery } from './daily-send.ts'

/** The devotional routes' loader: valid only if a send of that kind exists for the day (else a 404). */
export async function loadDevotional(queryClient: QueryClient, day: CalendarDate, send: SendKind, locale: string): Promise<{ pageMeta: ContentPageMeta }> {
  const item = orPageNotFound(await queryClient.ensureQueryData(dailySendQuery(day, send, locale)))
  const meta = contentPageMeta(item)
  // A shared link previews the day's study: its summary, else the passage reference.
  const description = item.properties.bibleStudy?.properties.summary || item.properties.scripture?.properties.reference || meta.description
  return { pageMeta: { ...meta, adTemplate: `devotional-${send}`, ...(description ? { description } : {}) } }
}
