import { useRouter, useRouterState } from '@tanstack/react-router'
import { trimPathRight } from '@tanstack/router-core'

export interface PageLocation {
  /** As the router's location spells it: no trailing slash, the locale prefix kept. */
  pathname: string
  /** `?…`, or empty. */
  searchStr: string
  /** Without `#`, or empty. */
  hash: string
}

/**
 * The address of the page on screen. A navigation moves the router's location (useLocation) at once, while the page
 * it leaves stays on screen until the next one is ready: on a slow network, for seconds. What a page saves, shares or
 * reports, and what the shell's links offer for it, belong to the page the reader sees, so they read this: the
 * presented leaf match's path and search (in the router's own spelling), which change in the same render as the page
 * (decision 0129). A hash belongs to the page only while the location is that page's.
 */
export function usePageLocation(): PageLocation {
  const { stringifySearch } = useRouter().options
  return useRouterState({
    select: ({ matches, location }) => {
      const page = matches.at(-1)
      const pathname = trimPathRight(page?.pathname ?? location.pathname)
      const searchStr = page ? stringifySearch(page.search) : location.searchStr
      const own = location.pathname === pathname && location.searchStr === searchStr
      return { pathname, searchStr, hash: own ? location.hash : '' }
    },
    structuralSharing: true,
  })
}
