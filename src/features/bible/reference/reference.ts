import type { Locale } from '#src/lib/i18n.ts'
import type { Testament } from '../api/params.ts'

/** A reference the parser recognised, in canonical terms (no book names: the content has those). */
export interface BibleReference {
  /** 1 (Genesis) to 66 (Revelation). */
  bookNumber: number
  chapter: number
  /** Absent for a whole chapter (or a range of chapters, which opens at its first). */
  verse?: number
  /** The last verse of a range inside `chapter` (a range that goes on past it is cut at the chapter's end). */
  lastVerse?: number
  /** How the numbers read after the book's name: `3:16-18`, `23`, `5-7`. */
  numbers: string
}

/** What the jump box needs of a book: the content's book list gives it. */
export interface BookLink {
  bookNumber: number
  slug: string
  testament: Testament
  name: string
}

/** Where a reference opens: the path under the locale prefix, and the verses to mark (`v16-18`). */
export interface ReferenceTarget {
  path: string
  hash?: string
  label: string
}

/** Reads the references in a text; the whole text must be references, else it is a search (empty list). */
export type ReferenceReader = (text: string, locale: Locale) => BibleReference[]

export function referenceTarget(reference: BibleReference, book: BookLink): ReferenceTarget {
  const chapterPath = `/bible/${book.testament}-testament/${book.slug}/${reference.chapter}`
  const label = `${book.name} ${reference.numbers}`
  if (reference.verse === undefined) return { path: chapterPath, label }
  const hash = reference.lastVerse !== undefined && reference.lastVerse > reference.verse ? `v${reference.verse}-${reference.lastVerse}` : undefined
  return { path: `${chapterPath}/${reference.verse}`, label, ...(hash ? { hash } : {}) }
}

/** The address of a target in the reader's locale: `/es` + path + `#v16-18`. */
export function targetHref(target: ReferenceTarget, localePrefix: string | undefined): string {
  return `${localePrefix ? `/${localePrefix}` : ''}${target.path}${target.hash ? `#${target.hash}` : ''}`
}
