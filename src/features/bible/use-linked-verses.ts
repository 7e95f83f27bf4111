import { useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useHydrated } from '#src/lib/ui/hydrated.ts'
import { useStickyHeaderHeight } from './sticky-header.ts'
import { parseVerseHash, type VerseRange } from './verse-range.ts'

/**
 * The verses a `#v16` or `#v16-18` link points at (the server never sees the hash, so only after hydration), scrolled
 * to: the first of them lands below the sticky header (the verses' scroll-margin-top is sized from it).
 */
export function useLinkedVerses(verseCount: number): VerseRange | null {
  useStickyHeaderHeight()
  const hydrated = useHydrated()
  const hash = useRouterState({ select: (state) => state.location.hash })
  const linked = useMemo(() => (hydrated ? parseVerseHash(hash, verseCount) : null), [hydrated, hash, verseCount])
  const first = linked?.first
  useEffect(() => {
    if (first === undefined) return
    // The browser scrolls to `#v16` by itself, but not to `#v16-18`, and not to a link followed inside the app.
    document.getElementById(`v${first}`)?.scrollIntoView({ block: 'start' })
  }, [first, hash])
  return linked
}
