import * as v from 'valibot'

/**
 * Verse search (decision 0060): GET /umbraco/api/search/verses. The query language is ours, not FTS5's:
 * words (all must match), "quoted phrases" and prefix* terms. The server turns it into an FTS5 expression
 * in which every word is a quoted string, so nothing a reader types is ever read as FTS5 syntax.
 */
export const SEARCH_LIMITS = {
  /** Characters of the query after trimming. */
  maxQueryLength: 200,
  /** Words across all terms (a phrase counts each of its words). */
  maxWords: 12,
  /** Characters of one word; the KJV's longest is 18 (Mahershalalhashbaz). */
  maxWordLength: 40,
  /** Letters before a `*`: a one-letter prefix would match most of the Bible. */
  minPrefixLength: 2,
  /** Letters and digits the whole query needs. */
  minLetters: 2,
  defaultTake: 20,
  maxTake: 50,
  maxSkip: 1000,
} as const

/** A word or a run of words that must appear in this order; `prefix` makes the last word a prefix. */
export interface SearchTerm {
  words: string[]
  prefix: boolean
}

/** Why a query cannot be searched; the app shows a message for each, translated. */
export type SearchTextProblem = 'empty' | 'too-short' | 'too-long' | 'too-many-words' | 'no-words' | 'reserved-word'

export type ParsedSearchText = { ok: true; text: string; terms: SearchTerm[] } | { ok: false; problem: SearchTextProblem }

/** FTS5 operators; in capitals a reader most likely means the operator, which this search does not offer. */
const RESERVED = new Set(['AND', 'OR', 'NOT', 'NEAR'])
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu
// Control characters (C0, DEL, C1), as decision 0007 asks of every typed string.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

export const SEARCH_TEXT_MESSAGES: Record<SearchTextProblem, string> = {
  'empty': 'Type a word or a phrase to search for.',
  'too-short': `Type at least ${SEARCH_LIMITS.minLetters} letters (and ${SEARCH_LIMITS.minPrefixLength} before a *).`,
  'too-long': `The search may have at most ${SEARCH_LIMITS.maxQueryLength} characters and words of at most ${SEARCH_LIMITS.maxWordLength}.`,
  'too-many-words': `The search may have at most ${SEARCH_LIMITS.maxWords} words.`,
  'no-words': 'The search has no letters or digits to look for.',
  'reserved-word': 'AND, OR, NOT and NEAR in capitals are not supported; write them in lower case or in quotes to search for the word.',
}

/** Splits one unquoted chunk or one quoted phrase into a term; null when it holds no letters or digits. */
function toTerm(text: string, prefix: boolean): SearchTerm | null {
  const words = text.match(WORD) ?? []
  return words.length === 0 ? null : { words, prefix }
}

/** Reads the reader's query: "quoted phrases", words and prefix* terms, everything else is a separator. */
export function parseSearchText(raw: string): ParsedSearchText {
  const text = raw.normalize('NFC').trim()
  if (text === '') return { ok: false, problem: 'empty' }
  if (text.length > SEARCH_LIMITS.maxQueryLength) return { ok: false, problem: 'too-long' }
  const terms: SearchTerm[] = []
  let reserved = false
  // A quote opens a phrase up to the next quote (or the end); a `*` right after a word or phrase makes it a prefix.
  const pattern = /"([^"]*)"?(\*?)|([^\s"]+)/g
  for (const match of text.matchAll(pattern)) {
    const [, phrase, phraseStar, chunk] = match
    if (chunk !== undefined) {
      // `NEAR(` and `AND` alike: the letters of the chunk are an operator's name, in capitals.
      if (RESERVED.has(chunk.replace(/[^\p{L}]/gu, ''))) reserved = true
      const term = toTerm(chunk, /\*$/.test(chunk))
      if (term) terms.push(term)
    } else {
      const term = toTerm(phrase ?? '', phraseStar === '*')
      if (term) terms.push(term)
    }
  }
  if (reserved) return { ok: false, problem: 'reserved-word' }
  const words = terms.flatMap((term) => term.words)
  if (words.length === 0) return { ok: false, problem: 'no-words' }
  if (words.some((word) => word.length > SEARCH_LIMITS.maxWordLength)) return { ok: false, problem: 'too-long' }
  if (words.length > SEARCH_LIMITS.maxWords) return { ok: false, problem: 'too-many-words' }
  const letters = words.join('').length
  const shortPrefix = terms.some((term) => term.prefix && (term.words.at(-1) ?? '').length < SEARCH_LIMITS.minPrefixLength)
  if (letters < SEARCH_LIMITS.minLetters || shortPrefix) return { ok: false, problem: 'too-short' }
  return { ok: true, text, terms }
}

export const TESTAMENTS = ['old', 'new'] as const
export type SearchTestament = (typeof TESTAMENTS)[number]

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
