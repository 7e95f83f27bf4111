/**
 * The Bible: testaments, books, chapters and verses, their addresses, and references to them.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { chapterParamsFromPath } from './api/params.ts'
export { testamentBooksQuery } from './api/testament-books.ts'
export { type PickedVerse } from './api/types.ts'
export { RichText } from './components/rich-text.tsx'
export { SCRIPTURE_LANGUAGE } from './components/scripture.ts'
export { TestamentName } from './components/testament-name.tsx'
export { useSitePath, VerseLink } from './components/verse-link.tsx'
export { loadReferenceReader } from './reference/load-reference-reader.ts'
export { referenceTarget, targetHref, type BookLink, type ReferenceReader, type ReferenceTarget } from './reference/reference.ts'
