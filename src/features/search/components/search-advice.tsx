import { Trans } from '@lingui/react/macro'
import type { SearchTextProblem } from '#contracts/search-text.ts'
import { SEARCH_LIMITS } from '#contracts/search-text.ts'

/** What the page says instead of results when a query cannot be searched (contracts/search-text.ts). */
export function SearchAdvice({ problem, query }: { problem: SearchTextProblem; query: string }) {
  const { maxQueryLength, maxWords, maxWordLength, minLetters } = SEARCH_LIMITS
  switch (problem) {
    case 'empty':
      return <Trans>Type a word or a phrase to search the King James Version.</Trans>
    case 'too-short':
      return <Trans>Type at least {minLetters} letters to search (and {minLetters} before a *).</Trans>
    case 'too-long':
      return <Trans>That search is too long: use at most {maxQueryLength} characters, and words of at most {maxWordLength} letters.</Trans>
    case 'too-many-words':
      return <Trans>That search has too many words: use at most {maxWords}.</Trans>
    case 'no-words':
      return <Trans>There is nothing to look for in “{query}”: type letters or numbers.</Trans>
    case 'reserved-word':
      return <Trans>AND, OR, NOT and NEAR are not search operators here. Write them in lower case or in quotes to search for the words.</Trans>
  }
}

/** How to write a search, shown under the form. */
export function SearchTips() {
  return (
    <p className="search-tips">
      <Trans>All the words must appear. Put a phrase in quotes (“everlasting life”); end a word with * to find the words that begin with it (bless*).</Trans>
    </p>
  )
}
