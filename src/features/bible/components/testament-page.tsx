import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import type { Testament } from '../api/params.ts'
import { testamentQuery } from '../api/testament-books.ts'
import { BookList } from './book-list.tsx'

/** `/bible/old-testament`, `/bible/new-testament`: the testament's books (the breadcrumbs of every book lead here). */
export function TestamentPage({ testament }: { testament: Testament }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const item = orPageNotFound(useSuspenseQuery(testamentQuery(testament, tag)).data)
  return (
    <article className="testament-page">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/bible" params={{ locale: param }}><Trans>Bible</Trans></Link>
      </nav>
      <PageHeading>{item.name}</PageHeading>
      <p className="lede"><Trans>Choose a book to see its chapters.</Trans></p>
      <BookList testament={testament} />
    </article>
  )
}
