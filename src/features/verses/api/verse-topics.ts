import { queryOptions } from '@tanstack/react-query'
import { CONTENT_STALE_TIME, queryContent } from '../../reading/api/content.ts'

/** GET /content?fetch=children:/verses/&filter=contentType:verseTopic — every topic, in the editors' order (names only). */
export const fetchVerseTopics = (locale: string) =>
  queryContent<Record<string, never>>({ fetch: 'children:/verses/', filter: ['contentType:verseTopic'], take: 100 }, locale).then((list) => list.items)

export const verseTopicsQuery = (locale: string) =>
  queryOptions({ queryKey: ['content', locale, 'verse-topics'], queryFn: () => fetchVerseTopics(locale), staleTime: CONTENT_STALE_TIME })
