import { lazy, Suspense } from 'react'
import { useHydrated } from '#src/lib/ui/hydrated.ts'
import type { FavoriteToggleProps } from './live-favorite-toggle.tsx'
import { SaveButton } from './save-button.tsx'

// The favorites code (local store, its schema, the account's list and its changes) is not in a page's
// first download. The server and the hydrating browser cannot know the reader's favorites anyway, so both show the
// toggle disabled, as it was while the list loaded; the working toggle replaces it once its code arrives.
const LiveFavoriteToggle = lazy(async () => ({ default: (await import('./live-favorite-toggle.tsx')).LiveFavoriteToggle }))

/** A pressed/unpressed Save button on a verse, chapter, article or video page (a filled heart when pressed). */
export function FavoriteToggle(props: FavoriteToggleProps) {
  const waiting = <SaveButton title={props.title} pressed={false} disabled />
  // A boundary of its own, new once the page is taken over: it shows the waiting button while the code comes, and
  // holds back nothing else of the change to hydrated (decision 0135).
  return useHydrated() ? <Suspense fallback={waiting}><LiveFavoriteToggle {...props} /></Suspense> : waiting
}
