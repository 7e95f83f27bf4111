import { Trans } from '@lingui/react/macro'
import { parseSearchText } from '#contracts/search-text.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import type { SearchPageParams } from '../search-params.ts'
import { SearchAdvice, SearchTips } from './search-advice.tsx'
import { SearchForm } from './search-form.tsx'
import { SearchResults, useSearchSummary } from './search-results.tsx'
import './search-page.css'

/** /search?q=: verse search with counts per book, filters and pages; every outcome is said in the live region. */
export function SearchPage({ params }: { params: SearchPageParams }) {
  const query = params.q ?? ''
  const parsed = parseSearchText(query)
  const summary = useSearchSummary(parsed.ok ? parsed.text : null, params)
  return (
    <article className="search-page">
      <PageHeading><Trans>Search the Bible</Trans></PageHeading>
      <SearchForm query={query} />
      <SearchTips />
      {/* One live region for every outcome, so a screen reader hears the count or the advice once. */}
      <p role="status" aria-live="polite" className="search-status">
        {parsed.ok ? summary : <SearchAdvice problem={parsed.problem} query={query.trim()} />}
      </p>
      {parsed.ok && <SearchResults query={parsed.text} params={params} />}
    </article>
  )
}
