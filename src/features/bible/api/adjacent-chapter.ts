import type { QueryClient } from '@tanstack/react-query'
import { log } from '#src/lib/log.ts'
import { chapterQuery } from './chapter.ts'
import { chapterVersesQuery } from './chapter-verses.ts'
import { chapterParamsFromPath } from './params.ts'
import type { Chapter } from './types.ts'

/**
 * Warms the cache with the next chapter (item + verses), without holding up the current page. Only in the browser,
 * after a navigation: a server render has no next click to serve, and on a first view the page's own hydration
 * goes first (the Next link still preloads on intent).
 */
export function prefetchNextChapter(queryClient: QueryClient, chapter: Chapter, locale: string): void {
  if (typeof window === 'undefined') return
  const next = chapter.properties.nextChapter
  const params = next ? chapterParamsFromPath(next.route.path) : null
  if (!params) return
  const warm = () => {
    void Promise.all([
      queryClient.prefetchQuery(chapterQuery(params, locale)),
      queryClient.prefetchQuery(chapterVersesQuery(params, locale)),
    ]).catch((error: unknown) => log.debug('next chapter prefetch failed', error))
  }
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 })
  else setTimeout(warm, 200)
}
