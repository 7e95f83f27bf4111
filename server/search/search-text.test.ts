import { describe, expect, it } from 'vitest'
import { parseSearchText, SEARCH_LIMITS } from '#contracts/search-text.ts'
import { toFtsExpression } from './fts-expression.ts'

describe('reading a query (contracts/search.ts)', () => {
  it.each([
    ['everlasting life', [{ words: ['everlasting'], prefix: false }, { words: ['life'], prefix: false }]],
    ['"everlasting life"', [{ words: ['everlasting', 'life'], prefix: false }]],
    ['bless*', [{ words: ['bless'], prefix: true }]],
    ['"the lord bl"* grace', [{ words: ['the', 'lord', 'bl'], prefix: true }, { words: ['grace'], prefix: false }]],
    ["LORD's", [{ words: ['LORD', 's'], prefix: false }]],
    ['  "unclosed phrase', [{ words: ['unclosed', 'phrase'], prefix: false }]],
    ['Éxodo', [{ words: ['Éxodo'], prefix: false }]],
    ['Or and Not', [{ words: ['Or'], prefix: false }, { words: ['and'], prefix: false }, { words: ['Not'], prefix: false }]],
    ['"AND"', [{ words: ['AND'], prefix: false }]],
    ['I am', [{ words: ['I'], prefix: false }, { words: ['am'], prefix: false }]],
  ])('%s', (text, terms) => {
    expect(parseSearchText(text)).toEqual({ ok: true, text: text.trim(), terms })
  })

  it.each([
    ['', 'empty'], ['   ', 'empty'], ['a', 'too-short'], ['é', 'too-short'], ['a*', 'too-short'], ['love b*', 'too-short'],
    ['"', 'no-words'], ['*', 'no-words'], ['🙏 ✝️', 'no-words'], ['()^:~', 'no-words'],
    ['NEAR(', 'reserved-word'], ['AND OR', 'reserved-word'], ['love NOT hate', 'reserved-word'],
    ['x'.repeat(SEARCH_LIMITS.maxQueryLength + 1), 'too-long'], ['y'.repeat(SEARCH_LIMITS.maxWordLength + 1), 'too-long'],
    [Array.from({ length: SEARCH_LIMITS.maxWords + 1 }, () => 'love').join(' '), 'too-many-words'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseSearchText(text)).toEqual({ ok: false, problem })
  })
})

describe('the FTS5 expression', () => {
  it('quotes every term, so nothing typed is FTS5 syntax', () => {
    expect(toFtsExpression([{ words: ['everlasting', 'life'], prefix: false }, { words: ['bless'], prefix: true }])).toBe('"everlasting life" "bless" *')
  })

  it('doubles quotes inside a term even though the reader’s words never hold one', () => {
    expect(toFtsExpression([{ words: ['a"b', 'NEAR(c'], prefix: false }])).toBe('"a""b NEAR(c"')
  })
})
