import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { useLocale } from '#src/lib/use-locale.ts'

/** The labelled search form of the results page: a new search starts on page 1 of the whole Bible. */
export function SearchForm({ query }: { query: string }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const navigate = useNavigate()
  const id = useId()
  return (
    <form
      role="search"
      aria-label={t`Search the Bible`}
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault()
        const q = String(new FormData(event.currentTarget).get('q') ?? '')
        void navigate({ to: '/{-$locale}/search', params: { locale: param }, search: { q } })
      }}
    >
      <label htmlFor={id}><Trans>Words or a phrase</Trans></label>
      <input id={id} key={query} name="q" type="search" defaultValue={query} autoComplete="off" enterKeyHint="search" />
      <button type="submit"><Trans>Search</Trans></button>
    </form>
  )
}
