/**
 * The query language of verse search (decision 0060), with no dependency, so the app can read a query in its
 * entry chunk: words (all must match), "quoted phrases" and prefix* terms. The server turns the terms into an
 * FTS5 expression in which every word is a quoted string, so nothing a reader types is ever read as FTS5 syntax.
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
