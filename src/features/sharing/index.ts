/**
 * Sharing and copying verses with their citation.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { ShareVerseButton } from './components/share-verse-button.tsx'
export { citation, copyText, shareableText, shareVerseLink } from './share-verse.ts'
