import { getTranslationBooks } from 'bible-book-names-intl'

/**
 * Corrections to the package's Spanish list, where it departs from the spelling Spanish Bibles print
 * (Reina-Valera, and the Real Academia): the package has "Zaccarías" for Zechariah.
 */
const CORRECTIONS: Readonly<Record<number, string>> = { 38: 'Zacarías' }

/**
 * The 66 book names in Spanish, in canonical order (index 0 is Genesis), from the maintained
 * `bible-book-names-intl` package ("sp" list: "1 Corintios", "Salmos", "Apocalipsis").
 */
export function spanishBookNames(): string[] {
  const names = getTranslationBooks('sp').map((book, index) => CORRECTIONS[index + 1] ?? book.fullName)
  if (names.length !== 66) throw new Error(`bible-book-names-intl lists ${names.length} Spanish books, not 66`)
  return names
}

/** How Spanish readers cite a single psalm ("Salmo 23"), where the book is "Salmos". */
export const SPANISH_PSALM = 'Salmo'
