import { usePageLocation } from '#src/lib/page-location.ts'
import { stripLocale } from '../favorite-path.ts'
import type { FavoriteKind } from '../favorites.ts'
import { useFavorites } from '../use-favorites.ts'
import { SaveButton } from './save-button.tsx'

export interface FavoriteToggleProps {
  kind: FavoriteKind
  /** What the reader calls this page, e.g. "John 3:16"; it is also the favorite's title. */
  title: string
  /** The page's path; the current page's when left out. */
  path?: string
}

/** The working toggle: reads and changes the reader's favorites (the account's for a member, local for a visitor). */
export function LiveFavoriteToggle({ kind, title, path }: FavoriteToggleProps) {
  const { pathname } = usePageLocation()
  const { isFavorite, add, remove, ready } = useFavorites()
  const target = { kind, path: stripLocale(path ?? pathname) }
  const pressed = isFavorite(target)
  return (
    <SaveButton
      title={title}
      pressed={pressed}
      disabled={!ready || title === ''}
      onClick={() => (pressed ? remove(target) : add({ ...target, title, addedAt: new Date().toISOString() }))}
    />
  )
}
