import { createFileRoute } from '@tanstack/react-router'
import { FavoritesPage } from '../../features/favorites/components/favorites-page.tsx'

export const Route = createFileRoute('/{-$locale}/favorites')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  component: FavoritesPage,
})
