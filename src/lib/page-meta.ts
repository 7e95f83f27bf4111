// Every page route declares `staticData: { layout, adTemplate }`; the shell reads the deepest match.
export const LAYOUTS = ['default', 'newsletter', 'none'] as const
export type LayoutName = (typeof LAYOUTS)[number]

export const AD_TEMPLATES = [
  'homepage', 'news', 'bible', 'page-path', 'devotional-am', 'devotional-pm', 'devotional-eve', 'verse-topic',
] as const
export type AdTemplate = (typeof AD_TEMPLATES)[number]

export interface PageMeta {
  layout: LayoutName
  adTemplate: AdTemplate
  /** A page may force light or dark; never system. */
  colourMode?: 'light' | 'dark'
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends PageMeta {}
}

/**
 * What a page's content may decide (its `adTemplate` and `forcedColourMode` properties). A route returns it from
 * its loader as `{ pageMeta }`; the shell lays it over the route's staticData. Unknown values are ignored.
 */
export type ContentPageMeta = Partial<Pick<PageMeta, 'adTemplate' | 'colourMode'>>

const isAdTemplate = (value: unknown): value is AdTemplate => (AD_TEMPLATES as readonly unknown[]).includes(value)

export function contentPageMeta(properties: { adTemplate?: unknown; forcedColourMode?: unknown }): ContentPageMeta {
  const meta: ContentPageMeta = {}
  if (isAdTemplate(properties.adTemplate)) meta.adTemplate = properties.adTemplate
  if (properties.forcedColourMode === 'light' || properties.forcedColourMode === 'dark') meta.colourMode = properties.forcedColourMode
  return meta
}

/** Reads `{ pageMeta }` back from a match's loader data, whatever the route returned. */
export function readContentPageMeta(loaderData: unknown): ContentPageMeta {
  if (typeof loaderData !== 'object' || loaderData === null || !('pageMeta' in loaderData)) return {}
  const meta = loaderData.pageMeta
  if (typeof meta !== 'object' || meta === null) return {}
  const { adTemplate, colourMode } = meta as Record<string, unknown>
  return contentPageMeta({ adTemplate, forcedColourMode: colourMode })
}
