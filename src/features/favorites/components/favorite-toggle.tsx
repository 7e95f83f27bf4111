import { ClientOnly } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { FavoriteToggleProps } from './live-favorite-toggle.tsx'
import { SaveButton } from './save-button.tsx'

// The favorites code (local store, its schema, the account's list and its changes: 5 KiB gzip) is not in a page's
// first download. The server and the hydrating browser cannot know the reader's favorites anyway, so both show the
// toggle disabled, as it was while the list loaded; the working toggle replaces it once its code arrives.
const LiveFavoriteToggle = lazy(async () => ({ default: (await import('./live-favorite-toggle.tsx')).LiveFavoriteToggle }))

/** A pressed/unpressed Save button on a verse, chapter, article or video page (a filled heart when pressed). */
export function FavoriteToggle(props: FavoriteToggleProps) {
  const waiting = <SaveButton title={props.title} pressed={false} disabled />
  return (
    <ClientOnly fallback={waiting}>
      <Suspense fallback={waiting}>
        <LiveFavoriteToggle {...props} />
      </Suspense>
    </ClientOnly>
  )
}
