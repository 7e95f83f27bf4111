import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { isBrowserClick } from '#src/lib/router-clicks.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { localisedPath } from '../favorite-path.ts'
import { groupByKind, type Favorite, type FavoriteKind } from '../favorites.ts'
import { useFavorites } from '../use-favorites.ts'
import './favorites.css'

/** `/favorites`: every kept page, grouped by kind, each with a link and a remove button. */
export function FavoritesPage() {
  const { t } = useLingui()
  const { favorites, ready, failed, retry, remove } = useFavorites()
  const headings: Record<FavoriteKind, string> = { verse: t`Verses`, chapter: t`Chapters`, article: t`Articles`, video: t`Videos` }
  return (
    <article className="favorites-page">
      <PageHeading><Trans>Favorites</Trans></PageHeading>
      {failed ? (
        <>
          <p role="alert"><Trans>Your favorites could not be loaded.</Trans></p>
          <button type="button" onClick={retry}><Trans>Try again</Trans></button>
        </>
      ) : !ready ? (
        <p role="status"><Trans>Loading your favorites…</Trans></p>
      ) : favorites.length === 0 ? (
        <p><Trans>You have no favorites yet. Use the Save button on a verse, chapter, article or video to keep it here.</Trans></p>
      ) : (
        groupByKind(favorites).map(({ kind, items }) => (
          <section key={kind} className="favorites-group" aria-labelledby={`favorites-${kind}`}>
            <h2 id={`favorites-${kind}`}>{headings[kind]}</h2>
            <ul>
              {items.map((favorite) => <FavoriteRow key={favorite.path} favorite={favorite} onRemove={() => remove(favorite)} />)}
            </ul>
          </section>
        ))
      )}
    </article>
  )
}

function FavoriteRow({ favorite, onRemove }: { favorite: Favorite; onRemove: () => void }) {
  const { t } = useLingui()
  const { title } = favorite
  return (
    <li>
      <FavoriteLink favorite={favorite} />
      <button type="button" className="favorite-toggle" onClick={onRemove} aria-label={t`Remove ${title} from favorites`}>
        <Trans>Remove</Trans>
      </button>
    </li>
  )
}

function FavoriteLink({ favorite }: { favorite: Favorite }) {
  const router = useRouter()
  const { param } = useLocale()
  const href = localisedPath(favorite.path, param)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isBrowserClick(event)) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a href={href} onClick={onClick}>{favorite.title}</a>
}
