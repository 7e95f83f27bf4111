import { contentQuery, fetchItemOfType, type ContentItem } from '#src/lib/content.ts'
import type { BlockList, PageFlags, SiteLink } from '#src/features/content/index.ts'
import type { PickedVerse } from '#src/features/bible/index.ts'

/** The home page's sections, as block elements. Unknown blocks are skipped, so editors can add kinds ahead of the app. */
export type HomeSection =
  | { contentType: 'hero'; id: string; properties: { title: string; text: string; link: SiteLink | null } }
  | { contentType: 'featuredVerses'; id: string; properties: { title: string; verses: PickedVerse[] } }
  | { contentType: 'latestArticles'; id: string; properties: { title: string; count: number } }
  | { contentType: 'devotionalCallout'; id: string; properties: { title: string; text: string; link: SiteLink | null } }

export interface HomePageProperties extends PageFlags {
  title: string
  summary: string
  sections: BlockList<Record<string, unknown>>
}
export type HomePage = ContentItem<HomePageProperties>

const KNOWN = new Set(['hero', 'featuredVerses', 'latestArticles', 'devotionalCallout'])

export const homeSections = (page: HomePage): HomeSection[] =>
  (page.properties.sections?.items ?? []).map((block) => block.content).filter((content) => KNOWN.has(content.contentType)) as HomeSection[]

/** GET /content/item/?expand=properties[sections[properties[verses]]] — the root, with the featured verses' text; null when there is none. */
export const homePageQuery = (locale: string) =>
  contentQuery(locale, ['item', '/'], (keyLocale) =>
    fetchItemOfType<HomePageProperties>('/', 'homePage', keyLocale, { expand: 'properties[sections[properties[verses]]]' }))

/** How many articles a latest-articles section shows (1–12, three when unset). */
export const articleCount = (count: number | undefined): number => Math.max(1, Math.min(12, count || 3))

/** The latest-articles count of the page's first such section, or null when it has none. */
export function latestArticleCount(page: HomePage): number | null {
  for (const section of homeSections(page)) if (section.contentType === 'latestArticles') return articleCount(section.properties.count)
  return null
}
