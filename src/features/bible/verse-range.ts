// Verses of one chapter as readers write them: `John 3:16`, `John 3:16-18`, and as a chapter link's hash, `#v16-18`.

/** One verse (`first === last`) or consecutive verses of a chapter. */
export interface VerseRange {
  first: number
  last: number
}

export const rangeOf = (a: number, b: number): VerseRange => ({ first: Math.min(a, b), last: Math.max(a, b) })

export const inRange = (range: VerseRange | null, verse: number): boolean => range !== null && verse >= range.first && verse <= range.last

export const sameRange = (a: VerseRange | null, b: VerseRange | null): boolean =>
  a === b || (a !== null && b !== null && a.first === b.first && a.last === b.last)

/** `16` or `16-18`: how the verses read after the chapter number. */
export const verseNumbers = (range: VerseRange): string => (range.last > range.first ? `${range.first}-${range.last}` : `${range.first}`)

/** `John 3:16`, `John 3:16-18`. */
export const verseReference = (bookName: string, chapter: number, range: VerseRange): string =>
  `${bookName} ${chapter}:${verseNumbers(range)}`

/** The chapter link's hash (without `#`): `v16`, `v16-18`; the verse elements' ids are `v16`. */
export const verseHash = (range: VerseRange): string => `v${verseNumbers(range)}`

/**
 * Reads `#v16` or `#v16-18` (the `#` optional); null for anything else. A range written backwards is put in order;
 * verses past the chapter's end are cut off, and a range that starts past it is nothing.
 */
export function parseVerseHash(hash: string, verseCount: number): VerseRange | null {
  const match = /^#?v([1-9][0-9]{0,2})(?:-([1-9][0-9]{0,2}))?$/.exec(hash)
  if (!match) return null
  const range = rangeOf(Number(match[1]), Number(match[2] ?? match[1]))
  if (range.first > verseCount) return null
  return { first: range.first, last: Math.min(range.last, verseCount) }
}
