// Pure parsing of the Bible's URL segments; routes call these in beforeLoad and throw notFound() on null.
import { parseSlug } from '#src/features/content/index.ts'

export type Testament = 'old' | 'new'

export const parseTestament = (value: string | undefined): Testament | null =>
  value === 'old' || value === 'new' ? value : null

/** Book slugs are content slugs (`1-samuel`, `song-of-solomon`). */
export const parseBookSlug = parseSlug

/** Chapter and verse slugs are positive whole numbers without leading zeros. */
export function parseNumberSlug(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,2}$/.test(value)) return null
  return Number(value)
}

export interface BookParams { testament: Testament; book: string }
export interface ChapterParams extends BookParams { chapter: number }
export interface VerseParams extends ChapterParams { verse: number }

export const testamentPath = (testament: Testament) => `/bible/${testament}-testament/`
export const bookPath = ({ testament, book }: BookParams) => `${testamentPath(testament)}${book}/`
export const chapterPath = (p: ChapterParams) => `${bookPath(p)}${p.chapter}/`
export const versePath = (p: VerseParams) => `${chapterPath(p)}${p.verse}/`

/** Reads a chapter's content route path (`/bible/new-testament/john/3/`) back into route params. */
export function chapterParamsFromPath(path: string): ChapterParams | null {
  const match = /^\/bible\/(old|new)-testament\/([^/]+)\/([^/]+)\/?$/.exec(path)
  if (!match) return null
  const testament = parseTestament(match[1])
  const book = parseBookSlug(match[2])
  const chapter = parseNumberSlug(match[3])
  return testament && book && chapter ? { testament, book, chapter } : null
}

/** Reads a verse's content route path (`/bible/new-testament/john/4/1/`) back into route params. */
export function verseParamsFromPath(path: string): VerseParams | null {
  const match = /^(\/bible\/[^/]+\/[^/]+\/[^/]+)\/([^/]+)\/?$/.exec(path)
  const chapter = match?.[1] ? chapterParamsFromPath(match[1]) : null
  const verse = parseNumberSlug(match?.[2])
  return chapter && verse ? { ...chapter, verse } : null
}

interface RawBook { testament: string; book: string }
interface RawChapter extends RawBook { chapter: string }
interface RawVerse extends RawChapter { verse: string }

/** Raw route params to typed ones; null means the address cannot exist (a 404 before any request). */
export function toBookParams(raw: RawBook): BookParams | null {
  const testament = parseTestament(raw.testament)
  const book = parseBookSlug(raw.book)
  return testament && book ? { testament, book } : null
}

export function toChapterParams(raw: RawChapter): ChapterParams | null {
  const book = toBookParams(raw)
  const chapter = parseNumberSlug(raw.chapter)
  return book && chapter ? { ...book, chapter } : null
}

export function toVerseParams(raw: RawVerse): VerseParams | null {
  const chapter = toChapterParams(raw)
  const verse = parseNumberSlug(raw.verse)
  return chapter && verse ? { ...chapter, verse } : null
}
