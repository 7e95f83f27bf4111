import type { ContentLink, ContentItem, ContentRoute, RichTextRoot } from '../../../lib/content.ts'
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

export type TestamentItem = ContentItem<TestamentProperties>
export type Book = ContentItem<BookProperties>
export type Chapter = ContentItem<ChapterProperties>
/**
 * A verse as the reader's pages use it. A chapter's verses keep only this in the Query cache, which the server's HTML
 * carries whole to the browser: Psalm 119's 176 verses with their dates and both cultures' routes were most of its page.
 */
export type Verse = Pick<ContentItem<VerseProperties>, 'id' | 'name' | 'properties'> & { route: Pick<ContentRoute, 'path'> }
