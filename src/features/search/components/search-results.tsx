import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { isValidationProblem } from '#contracts/problem.ts'
import { problemOf } from '#src/lib/problem.ts'
import type { BookCount } from '#contracts/search.ts'
import { TestamentName, SCRIPTURE_LANGUAGE } from '#src/features/bible/index.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { PAGE_SIZE, verseSearchQuery } from '../api/verse-search.ts'
import { LAST_PAGE, skipFor, type SearchPageParams } from '../search-params.ts'
import { HighlightedText } from './highlighted-text.tsx'
import { useBookName } from '../use-book-links.ts'

type Filters = { [K in keyof Omit<SearchPageParams, 'q'>]?: SearchPageParams[K] | undefined }

/** The page's address with these filters; a filter left undefined is left out of it. */
const searchWith = (q: string, filters: Filters): SearchPageParams =>
  Object.fromEntries(Object.entries({ q, ...filters }).filter(([, value]) => value !== undefined))

const useResults = (query: string | null, { testament, book, page }: SearchPageParams) =>
  useQuery({ ...verseSearchQuery({ q: query ?? '', testament, book, skip: skipFor(page) }), enabled: query !== null })

const refusal = (error: unknown) => {
  const problem = problemOf(error)
  return isValidationProblem(problem) ? problem : null
}

/** What the live region says about a query the service can answer (null: the page gives advice instead). */
export function useSearchSummary(query: string | null, params: SearchPageParams): string {
  const { t, i18n } = useLingui()
  const { tag } = useLocale()
  const bookNameOf = useBookName(tag)
  const result = useResults(query, params)
  if (query === null || result.isPending) return query === null ? '' : t`Searching…`
  if (result.isError) {
    const refused = refusal(result.error)
    return refused?.errors['book'] ? t`There is no such book to search in.` : refused ? t`This search cannot be run.` : t`Search is not available right now.`
  }
  const { total, books } = result.data
  if (total === 0) return t`No verses found for “${query}”.`
  const count = i18n.number(total)
  const found = books.find((candidate) => candidate.book === params.book)
  const bookName = found ? bookNameOf(found.book, found.name) : undefined
  // Through the component's own `t`: on the server each request has its own Lingui instance (a bare plural()
  // would use the global one, which is never activated there).
  return bookName
    ? t({ message: plural(total, { one: `# verse found for “${query}” in ${bookName}.`, other: `${count} verses found for “${query}” in ${bookName}.` }) })
    : t({ message: plural(total, { one: `# verse found for “${query}”.`, other: `${count} verses found for “${query}”.` }) })
}

/** Results of a query the service can answer, with the filters and pages. */
export function SearchResults({ query, params }: { query: string; params: SearchPageParams }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const bookNameOf = useBookName(tag)
  const { testament, book, page = 1 } = params
  const result = useResults(query, params)
  const link = (filters: Filters) => ({ to: '/{-$locale}/search' as const, params: { locale: param }, search: searchWith(query, filters) })

  if (result.isPending) return null
  if (result.isError) {
    return refusal(result.error) ? null : <button type="button" onClick={() => void result.refetch()}><Trans>Try again</Trans></button>
  }

  const { total, items, books } = result.data
  const pages = Math.min(Math.ceil(total / PAGE_SIZE), LAST_PAGE)
  const inTestament = (candidate: BookCount) => testament === undefined || candidate.testament === testament
  const sum = (list: readonly BookCount[]) => list.reduce((all, candidate) => all + candidate.count, 0)

  return (
    <div className="search-layout">
      <aside className="search-filters">
        <nav aria-label={t`Testament`}>
          <ul>
            <li><Link {...link({ book })} aria-current={testament === undefined ? 'page' : undefined}><Trans>Whole Bible</Trans> <span className="search-count">{sum(books)}</span></Link></li>
            {(['old', 'new'] as const).map((choice) => (
              <li key={choice}>
                <Link {...link({ testament: choice })} aria-current={testament === choice ? 'page' : undefined}>
                  <TestamentName testament={choice} /> <span className="search-count">{sum(books.filter((candidate) => candidate.testament === choice))}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t`Books`}>
          <ul>
            {book !== undefined && <li><Link {...link({ testament })}><Trans>All books</Trans></Link></li>}
            {books.filter(inTestament).map((candidate) => (
              <li key={candidate.book}>
                <Link {...link({ testament, book: candidate.book })} aria-current={candidate.book === book ? 'page' : undefined}>
                  {bookNameOf(candidate.book, candidate.name)} <span className="search-count">{candidate.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="search-main">
        <ol className="search-results" start={skipFor(page) + 1}>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to="/{-$locale}/bible/{$testament}-testament/$book/$chapter/$verse"
                params={{ locale: param, testament: item.testament, book: item.book, chapter: String(item.chapter), verse: String(item.verse) }}
                className="search-reference"
              >
                {`${bookNameOf(item.book, item.bookName)} ${item.chapter}:${item.verse}`}
              </Link>
              <p className="search-verse" lang={SCRIPTURE_LANGUAGE}><HighlightedText segments={item.segments} /></p>
            </li>
          ))}
        </ol>
        {pages > 1 && (
          <nav aria-label={t`Pages`} className="search-pages">
            {page > 1 && <Link {...link({ testament, book, ...(page > 2 ? { page: page - 1 } : {}) })} rel="prev"><Trans>Previous</Trans></Link>}
            <span><Trans>Page {page} of {pages}</Trans></span>
            {page < pages && <Link {...link({ testament, book, page: page + 1 })} rel="next"><Trans>Next</Trans></Link>}
          </nav>
        )}
      </div>
    </div>
  )
}
