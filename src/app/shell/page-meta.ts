import { useMatches } from '@tanstack/react-router'
import type { PageMeta } from '../../lib/page-meta.ts'

const FALLBACK: PageMeta = { layout: 'default', adTemplate: 'page-path' }

/** The deepest matched route that declares page meta decides the layout, ad template and forced colour mode. */
export function usePageMeta(): PageMeta {
  return useMatches({
    select: (matches) => {
      // Every route declares its meta (the type makes it required); the guard covers a route that slipped through.
      const meta: Partial<PageMeta> | undefined = matches.at(-1)?.staticData
      return meta?.layout && meta.adTemplate ? (meta as PageMeta) : FALLBACK
    },
  })
}
