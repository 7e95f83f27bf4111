/**
 * The keyboard: what a key means on a page, and the list of keys.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { KeyboardHelpButton } from './components/keyboard-help.tsx'
export { isDialogOpen } from './shortcuts.ts'
export { useShortcuts } from './use-shortcuts.ts'
