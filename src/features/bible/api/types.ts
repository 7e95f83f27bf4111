import type { CompactRichText, ContentLink, ContentItem, ContentRoute, RichTextRoot } from '#src/lib/content.ts'
import type { Testament } from './params.ts'

export interface TestamentProperties { testament: Testament; bookCount: number }

export interface BookProperties { bookNumber: number; testament: Testament; chapterCount: number; slug: string }

export interface ChapterProperties {
  bookName: string
  bookSlug: string
  testament: Testament
  chapterNumber: number
  verseCount: number
  previousChapter: ContentLink
  nextChapter: ContentLink
}

export interface VerseProperties {
  bookName: string
  chapterNumber: number
  verseNumber: number
  startsParagraph: boolean
  text: RichTextRoot
  plainText: string
}

/** A verse as a content picker expands it (docs/decisions/0001-bible-content-model.md): a topic's verses, the day's. */
export type PickedVerse = ContentItem<Partial<VerseProperties>>

export type TestamentItem = ContentItem<TestamentProperties>
export type Book = ContentItem<BookProperties>
export type Chapter = ContentItem<ChapterProperties>
/**
 * A verse as a chapter's pages use it (the chapter text, Copy, a verse page's neighbours). A chapter's verses keep only
 * this in the Query cache, which the server's HTML carries whole to the browser: no dates, no cultures, no id (its
 * number is its key in the chapter), no words twice (the plain text is read from the rich text), no book or chapter
 * repeated on each verse, and compact rich text.
 */
export interface Verse {
  name: string
  route: Pick<ContentRoute, 'path'>
  properties: Pick<VerseProperties, 'verseNumber' | 'startsParagraph'> & { text: CompactRichText }
}
