import type { SearchTerm } from '#contracts/search-text.ts'

/** An FTS5 string literal: the tokenizer reads what is inside, so no character in it is FTS5 syntax. */
const literal = (text: string) => `"${text.replace(/"/g, '""')}"`

/**
 * Our query terms as an FTS5 MATCH expression: each term a quoted string (a phrase when it holds several
 * words), a prefix term followed by `*`, all of them required (FTS5's implicit AND). Words are letters and
 * digits only (contracts/search.ts); quoting them anyway keeps this safe whatever a caller passes.
 */
export function toFtsExpression(terms: readonly SearchTerm[]): string {
  return terms.map((term) => `${literal(term.words.join(' '))}${term.prefix ? ' *' : ''}`).join(' ')
}
