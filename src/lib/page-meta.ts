// Every page route declares `staticData: { adTemplate }`; the ads and the shell read the deepest match. Layouts are
// layout routes (`_site`, `_newsletter`), titles and meta tags each route's `head()`.

export const AD_TEMPLATES = [
  'homepage', 'news', 'bible', 'page-path', 'devotional-am', 'devotional-pm', 'devotional-eve', 'verse-topic',
] as const
export type AdTemplate = (typeof AD_TEMPLATES)[number]

export interface PageMeta {
  adTemplate: AdTemplate
  /** A page may force light or dark; never system. */
  colourMode?: 'light' | 'dark'
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends PageMeta {}
}

/** The content item a page shows, as the ad configuration names it (R-ADS-2: type, contentId, title). */
export interface PageContent {
  type: string
  id: string
  title: string
}

/**
 * What a page's content decides: the item it shows, and its `adTemplate` and `forcedColourMode` properties. A
 * route returns it from its loader as `{ pageMeta }`; the shell and the ads lay it over the route's staticData.
 * Unknown values are ignored.
 */
export type ContentPageMeta = Partial<Pick<PageMeta, 'adTemplate' | 'colourMode'>> & {
  content?: PageContent
  /** Plain text for the page's meta description (its summary, intro or text). */
  description?: string
}

/** The page meta of a rendered page: the route's staticData with its content laid over it. */
export type ResolvedPageMeta = PageMeta & { content?: PageContent }

interface ContentItemLike {
  contentType: string
  id: string
  name: string
  properties: object
}

const isAdTemplate = (value: unknown): value is AdTemplate => (AD_TEMPLATES as readonly unknown[]).includes(value)

function choices(adTemplate: unknown, colourMode: unknown): Partial<Pick<PageMeta, 'adTemplate' | 'colourMode'>> {
  const meta: Partial<Pick<PageMeta, 'adTemplate' | 'colourMode'>> = {}
  if (isAdTemplate(adTemplate)) meta.adTemplate = adTemplate
  if (colourMode === 'light' || colourMode === 'dark') meta.colourMode = colourMode
  return meta
}

/** The first of these text properties an item has describes it (a verse's plain text, an article's summary). */
const DESCRIBING = ['summary', 'intro', 'plainText'] as const
const MAX_DESCRIPTION = 160

function describe(properties: Record<string, unknown>): string | undefined {
  for (const name of DESCRIBING) {
    const value = properties[name]
    if (typeof value !== 'string') continue
    const plain = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
    if (plain) return plain.length <= MAX_DESCRIPTION ? plain : `${plain.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, '')}…`
  }
  return undefined
}

export function contentPageMeta(item: ContentItemLike): ContentPageMeta {
  const properties = item.properties as Record<string, unknown>
  const title = typeof properties['title'] === 'string' && properties['title'] !== '' ? properties['title'] : item.name
  const description = describe(properties)
  return {
    ...choices(properties['adTemplate'], properties['forcedColourMode']),
    content: { type: item.contentType, id: item.id, title },
    ...(description ? { description } : {}),
  }
}

function isPageContent(value: unknown): value is PageContent {
  if (typeof value !== 'object' || value === null) return false
  const { type, id, title } = value as Record<string, unknown>
  return typeof type === 'string' && typeof id === 'string' && typeof title === 'string'
}

/** Reads `{ pageMeta }` back from a match's loader data, whatever the route returned. */
export function readContentPageMeta(loaderData: unknown): ContentPageMeta {
  if (typeof loaderData !== 'object' || loaderData === null || !('pageMeta' in loaderData)) return {}
  const meta = loaderData.pageMeta
  if (typeof meta !== 'object' || meta === null) return {}
  const { adTemplate, colourMode, content, description } = meta as Record<string, unknown>
  return {
    ...choices(adTemplate, colourMode),
    ...(isPageContent(content) ? { content } : {}),
    ...(typeof description === 'string' ? { description } : {}),
  }
}

const FALLBACK: PageMeta = { adTemplate: 'page-path' }

/**
 * The deepest matched route decides the ad template and forced colour mode; its content (loader data
 * `{ pageMeta }`) may override the ad template, force a colour mode and name the item shown.
 */
export function resolvePageMeta(match: { staticData?: Partial<PageMeta>; loaderData?: unknown } | undefined): ResolvedPageMeta {
  const declared = match?.staticData
  // Every route declares its meta (the type makes it required); the fallback covers a route that slipped through.
  const base = declared?.adTemplate ? { adTemplate: declared.adTemplate, ...(declared.colourMode ? { colourMode: declared.colourMode } : {}) } : FALLBACK
  return { ...base, ...readContentPageMeta(match?.loaderData) }
}
