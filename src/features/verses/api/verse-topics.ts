import { contentQuery, queryContent } from '#src/lib/content.ts'

/** GET /content?fetch=children:/verses/&filter=contentType:verseTopic — every topic, in the editors' order (names only). */
export const fetchVerseTopics = (locale: string) =>
  queryContent<Record<string, never>>({ fetch: 'children:/verses/', filter: ['contentType:verseTopic'], take: 100 }, locale).then((list) => list.items)

export const verseTopicsQuery = (locale: string) =>
  contentQuery(locale, ['verse-topics'], (keyLocale) => fetchVerseTopics(keyLocale))
