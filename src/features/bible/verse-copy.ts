import { shareableText } from '../sharing/index.ts'
import { plainTextOf } from '#src/lib/content.ts'
import type { Verse } from './api/types.ts'
import { inRange, verseReference, type VerseRange } from './verse-range.ts'

type VerseText = { properties: Pick<Verse['properties'], 'verseNumber' | 'text'> }

/** The chapter's verses inside the range, in order. */
export const versesIn = <V extends VerseText>(verses: readonly V[], range: VerseRange): V[] =>
  verses.filter((verse) => inRange(range, verse.properties.verseNumber))

/** What Copy puts on the clipboard: the words of the verses, then their reference (`“…”\nJohn 3:16-18 KJV`). */
export function copiedVerses(verses: readonly VerseText[], range: VerseRange, bookName: string, chapter: number): string {
  const words = versesIn(verses, range).map((verse) => plainTextOf(verse.properties.text).trim()).join(' ')
  return shareableText(words, verseReference(bookName, chapter, range))
}
