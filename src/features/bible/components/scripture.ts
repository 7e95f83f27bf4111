/** The language of every verse Lamp shows: the KJV's English, on Spanish pages too (decision 0070). */
export const SCRIPTURE_LANGUAGE = 'en'

import type { CompactRichText, CompactRichTextNode } from '#src/lib/content.ts'
import type { ChapterParams } from '../api/params.ts'
import type { Verse } from '../api/types.ts'

/** Groups verses into the KJV's paragraphs: a verse that starts a paragraph opens a new one. */
export function toParagraphs(verses: readonly Verse[]): Verse[][] {
  const paragraphs: Verse[][] = []
  for (const verse of verses) {
    const last = paragraphs.at(-1)
    if (!last || verse.properties.startsParagraph) paragraphs.push([verse])
    else last.push(verse)
  }
  return paragraphs
}

/** Typed chapter params back to the string params of the chapter route. */
export const toRouteParams = (params: ChapterParams, locale: string | undefined) => ({
  locale, testament: params.testament, book: params.book, chapter: String(params.chapter),
})

/** The verses either side of a verse in its chapter (null at either end). */
export function neighbours(verses: readonly Verse[], verseNumber: number): { previous: Verse | null; next: Verse | null } {
  const index = verses.findIndex((verse) => verse.properties.verseNumber === verseNumber)
  if (index < 0) return { previous: null, next: null }
  return { previous: verses[index - 1] ?? null, next: verses[index + 1] ?? null }
}

// The last node gets the space at the end of its own last words; an empty list gets the space alone.
const lastEndingInSpace = (nodes: CompactRichTextNode[]): CompactRichTextNode[] => {
  const last = nodes.at(-1)
  return [...nodes.slice(0, -1), last === undefined ? ' ' : typeof last === 'string' ? `${last} ` : { ...last, elements: lastEndingInSpace(last.elements) }]
}

/**
 * A verse's words with the space before the next verse at their end, inside its last words rather than a text node of
 * its own. While a long chapter's HTML streams in, Chromium counts a space-only text node at the end of what has
 * arrived as a layout shift, each time more arrives (decision 0125).
 */
export const withTrailingSpace = (text: CompactRichText): CompactRichText => ({ elements: lastEndingInSpace(text.elements) })
