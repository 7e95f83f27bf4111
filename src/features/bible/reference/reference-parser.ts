// Loaded on demand only (load-reference-reader.ts): the parser and its two languages are far too large for a first view.
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js'
import { grammar_options as enGrammar, regexps as enRegexps, translations as enTranslations } from 'bible-passage-reference-parser/esm/lang/en.js'
import { grammar_options as esGrammar, regexps as esRegexps, translations as esTranslations } from 'bible-passage-reference-parser/esm/lang/es.js'
import type { Locale } from '#src/lib/i18n.ts'
import type { BibleReference, ReferenceReader } from './reference.ts'

/** The KJV's versification decides which chapters and verses exist; a book alone is not a reference here. */
const OPTIONS = {
  versification_system: 'kjv',
  passage_existence_strategy: 'bcv',
  invalid_passage_strategy: 'ignore',
  invalid_sequence_strategy: 'ignore',
  book_alone_strategy: 'ignore',
  consecutive_combination_strategy: 'separate',
  sequence_combination_strategy: 'separate',
  testaments: 'on',
} as const

// Named imports rather than `import * as`: a namespace object would pull a bundler helper into a shared chunk.
const english = { grammar_options: enGrammar, regexps: enRegexps, translations: enTranslations }
const spanish = { grammar_options: esGrammar, regexps: esRegexps, translations: esTranslations }

function createParser(language: typeof english) {
  const parser = new bcv_parser(language)
  parser.set_options(OPTIONS)
  return parser
}

/** One parser per language: each reads its own book names and abbreviations (`Juan`, `1 Corintios`, `Sal`). */
const parsers: Record<Locale, ReturnType<typeof createParser>> = { en: createParser(english), es: createParser(spanish) }
const info = parsers.en.translation_info('kjv')

interface Point { book: string; chapter: number; verse?: number }

function point(osis: string): Point | null {
  const [book = '', chapter, verse] = osis.split('.')
  if (chapter === undefined) return null
  return { book, chapter: Number(chapter), ...(verse === undefined ? {} : { verse: Number(verse) }) }
}

/** `John.3.16-John.3.18`, `Ps.23`, `Matt.5-Matt.7`, `John.3.16-John.4.2` as a reference; null for anything else. */
function fromOsis(osis: string): BibleReference | null {
  const [startOsis = '', endOsis] = osis.split('-')
  const start = point(startOsis)
  const end = endOsis === undefined ? start : point(endOsis)
  const bookNumber = start ? info.order[start.book] : undefined
  if (!start || !end || bookNumber === undefined || bookNumber > 66) return null
  const sameChapter = end.book === start.book && end.chapter === start.chapter
  if (start.verse === undefined) {
    return { bookNumber, chapter: start.chapter, numbers: sameChapter ? `${start.chapter}` : `${start.chapter}-${end.chapter}` }
  }
  const chapterEnd = info.chapters[start.book]?.[start.chapter - 1] ?? start.verse
  const lastVerse = sameChapter ? (end.verse ?? start.verse) : chapterEnd
  const numbers = endOsis === undefined ? `${start.chapter}:${start.verse}`
    : sameChapter ? `${start.chapter}:${start.verse}-${lastVerse}` : `${start.chapter}:${start.verse}-${end.chapter}:${end.verse ?? 1}`
  return { bookNumber, chapter: start.chapter, verse: start.verse, ...(lastVerse > start.verse ? { lastVerse } : {}), numbers }
}

/** References in one language, only when together they are the whole text (`jn 3:16` yes, `jn 3:16 and love` no). */
function readIn(parser: ReturnType<typeof createParser>, text: string): BibleReference[] {
  parser.parse(text)
  const found = parser.osis_and_indices()
  const end = found.at(-1)?.indices[1] ?? 0
  if (found.length === 0 || found[0]?.indices[0] !== 0 || end < text.length) return []
  return found.map((entry) => fromOsis(entry.osis)).filter((reference) => reference !== null)
}

/** The reader's language first, then the other one (`Juan 3:16` on an English page still works). */
export const readReferences: ReferenceReader = (raw, locale) => {
  const text = raw.normalize('NFC').trim().replace(/[.;,]+$/, '')
  if (text.length === 0 || text.length > 100) return []
  const order: Locale[] = locale === 'es' ? ['es', 'en'] : ['en', 'es']
  const seen = new Set<string>()
  return order.flatMap((language) => readIn(parsers[language], text)).filter((reference) => {
    const key = `${reference.bookNumber} ${reference.numbers}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
