import * as v from 'valibot'
import { parseSearchText, SEARCH_LIMITS, SEARCH_TEXT_MESSAGES, TESTAMENTS, type SearchTestament } from './search-text.ts'

/** Verse search (decision 0060): the query and the answer of GET /umbraco/api/search/verses. */

// Control characters (C0, DEL, C1), as decision 0007 asks of every typed string.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

const count = (name: string, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,7}$/, `${name} must be a whole number from 0 to ${max}.`),
    v.transform(Number),
    v.maxValue(max, `${name} must be a whole number from 0 to ${max}.`),
  )

/**
 * The query string of GET /umbraco/api/search/verses. Other parameters (the app always sends `locale`) are
 * ignored, as the Delivery API ignores them.
 */
export const verseSearchQuerySchema = v.object({
  q: v.pipe(
    v.string('q is required: the words to search for.'),
    v.check((value) => !CONTROL.test(value), 'q must not contain control characters.'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = parseSearchText(dataset.value)
      if (parsed.ok) return { text: parsed.text, terms: parsed.terms }
      addIssue({ message: SEARCH_TEXT_MESSAGES[parsed.problem] })
      return NEVER
    }),
  ),
  testament: v.optional(v.picklist(TESTAMENTS, 'testament must be old or new.')),
  book: v.optional(v.pipe(
    v.string(),
    v.maxLength(40, 'book must be a book slug such as john or 1-samuel.'),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'book must be a book slug such as john or 1-samuel.'),
  )),
  skip: v.optional(count('skip', SEARCH_LIMITS.maxSkip), '0'),
  take: v.optional(
    v.pipe(count('take', SEARCH_LIMITS.maxTake), v.minValue(1, `take must be a whole number from 1 to ${SEARCH_LIMITS.maxTake}.`)),
    String(SEARCH_LIMITS.defaultTake),
  ),
})

export type VerseSearchQuery = v.InferOutput<typeof verseSearchQuerySchema>

/** A run of a verse's text; `match` marks the words the query found (the app renders them as <mark>). */
export interface HighlightSegment {
  text: string
  match: boolean
}

export interface VerseHit {
  /** The verse's content id. */
  id: string
  /** `John 3:16` */
  name: string
  testament: SearchTestament
  /** Book slug, as in the verse's route (`john`). */
  book: string
  bookName: string
  chapter: number
  verse: number
  /** The verse's whole text, split into matched and unmatched runs. */
  segments: HighlightSegment[]
}

export interface BookCount {
  book: string
  name: string
  testament: SearchTestament
  count: number
}

export interface VerseSearchResult {
  /** Matching verses within the testament and book filters. */
  total: number
  skip: number
  take: number
  /** Best first: bm25 relevance, raised for verses the site's own content cites. */
  items: VerseHit[]
  /** Matches per book in canonical order, ignoring the testament and book filters (books without a match are left out). */
  books: BookCount[]
}
