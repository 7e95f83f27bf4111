import { contentQuery, queryContent, type ContentItem, type RichTextRoot } from '#src/lib/content.ts'
import type { PageFlags, RichTextMarkup } from '#src/features/content/index.ts'
import { SEND_CONTENT_TYPES, type SendKind } from '../daily-date.ts'
import { toIsoDate, type CalendarDate } from '#src/features/dates/index.ts'

export interface ScriptureProperties {
  reference: string
  translation: string
  passage: string
  verseText: RichTextRoot
  chapterPath: string
}
export interface BibleStudyProperties { title: string; keyPassage: string; summary: string; body: RichTextMarkup }
export interface PrayerProperties { title: string; body: RichTextMarkup }
export interface QuoteProperties { text: string; author: string; source: string }

export interface DailySendProperties extends PageFlags {
  title: string
  scheduledDate: string
  scripture: ContentItem<ScriptureProperties> | null
  bibleStudy: ContentItem<BibleStudyProperties> | null
  prayer: ContentItem<PrayerProperties> | null
  quotes: ContentItem<QuoteProperties>[]
}
export type DailySend = ContentItem<DailySendProperties>

/**
 * GET /content?filter=contentType:{dailyAmSend|…}&filter=scheduledDate:yyyy-mm-dd&expand=properties[scripture,bibleStudy,prayer,quotes]&take=1
 * — the send of that kind for that day, or null (then the page is a 404).
 */
export async function fetchDailySend(date: CalendarDate, send: SendKind, locale: string): Promise<DailySend | null> {
  const list = await queryContent<DailySendProperties>({
    filter: [`contentType:${SEND_CONTENT_TYPES[send]}`, `scheduledDate:${toIsoDate(date)}`],
    expand: 'properties[scripture,bibleStudy,prayer,quotes]',
    take: 1,
  }, locale)
  return list.items[0] ?? null
}

export const dailySendQuery = (date: CalendarDate, send: SendKind, locale: string) =>
  contentQuery(locale, ['daily-send', toIsoDate(date), send], (keyLocale) => fetchDailySend(date, send, keyLocale))
