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
