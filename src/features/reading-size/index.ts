/**
 * The reader's text size on reading pages.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { ReadingSizeControl } from './components/reading-size-control.tsx'
export { useReadingSize } from './reading-size.ts'
