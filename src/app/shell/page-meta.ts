import { useMatches } from '@tanstack/react-router'
import { resolvePageMeta, type ResolvedPageMeta } from '#src/lib/page-meta.ts'

/** The rendered page's meta (layout, ad template, forced colour mode, the content it shows). */
export function usePageMeta(): ResolvedPageMeta {
  return useMatches({ select: (matches) => resolvePageMeta(matches.at(-1)), structuralSharing: true })
}
