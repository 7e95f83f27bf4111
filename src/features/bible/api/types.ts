import type { ContentLink, ContentItem, RichTextRoot } from '../../../lib/content.ts'
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
export type Verse = ContentItem<VerseProperties>
