import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FavoritesPage } from '#src/features/favorites/components/favorites-page.tsx'
import { routeHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/favorites')({
  staticData: { adTemplate: 'page-path' },
  head: ({ match }) => routeHead(match, match.context.i18n._(msg`Favorites`)),
  component: FavoritesPage,
})
