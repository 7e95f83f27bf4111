import { useMatches } from '@tanstack/react-router'
import { readContentPageMeta, type PageMeta } from '../../lib/page-meta.ts'

const FALLBACK: PageMeta = { layout: 'default', adTemplate: 'page-path' }

/**
 * The deepest matched route that declares page meta decides the layout, ad template and forced colour mode;
 * its content (loader data `{ pageMeta }`) may override the ad template and force a colour mode.
 */
export function usePageMeta(): PageMeta {
  return useMatches({
    select: (matches) => {
      const match = matches.at(-1)
      // Every route declares its meta (the type makes it required); the guard covers a route that slipped through.
      const meta: Partial<PageMeta> | undefined = match?.staticData
      const base = meta?.layout && meta.adTemplate ? (meta as PageMeta) : FALLBACK
      const fromContent = readContentPageMeta(match?.loaderData)
      return fromContent.adTemplate || fromContent.colourMode ? { ...base, ...fromContent } : base
    },
    structuralSharing: true,
  })
}
