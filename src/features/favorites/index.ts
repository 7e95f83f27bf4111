/**
 * Favorites: a visitor's and a member's saved pages and verses, kept in step with the account.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { FavoriteToggle } from './components/favorite-toggle.tsx'
export { useFavorites } from './use-favorites.ts'
