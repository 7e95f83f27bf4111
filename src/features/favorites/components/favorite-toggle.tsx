import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { stripLocale } from '../favorite-path.ts'
import type { FavoriteKind } from '../favorites.ts'
import { useFavorites } from '../use-favorites.ts'
import './favorites.css'

interface FavoriteToggleProps {
  kind: FavoriteKind
  /** What the reader calls this page, e.g. "John 3:16"; it is also the favorite's title. */
  title: string
  /** The page's path; the current page's when left out. */
  path?: string
}

/** A pressed/unpressed Save button on a verse, chapter, article or video page (a filled heart when pressed). */
export function FavoriteToggle({ kind, title, path }: FavoriteToggleProps) {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const { isFavorite, add, remove, ready } = useFavorites()
  const target = { kind, path: stripLocale(path ?? pathname) }
  const pressed = isFavorite(target)
  return (
    <button
      type="button"
      className="favorite-toggle"
      aria-pressed={pressed}
      // A toggle keeps its name (the pressed state says whether it is saved), and the name starts with the words shown.
      aria-label={t`Save ${title}`}
      disabled={!ready || title === ''}
      onClick={() => (pressed ? remove(target) : add({ ...target, title, addedAt: new Date().toISOString() }))}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.4 3.3 5 6.8 5c2 0 3.6 1.1 5.2 3 1.6-1.9 3.2-3 5.2-3 3.5 0 5.8 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
      <span>{t`Save`}</span>
    </button>
  )
}
