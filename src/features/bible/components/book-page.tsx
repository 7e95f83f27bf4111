import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { bookQuery } from '../api/book.ts'
import type { BookParams } from '../api/params.ts'
import { TestamentName } from './testament-name.tsx'

/** A book: its chapters as a grid of links. */
export function BookPage({ params }: { params: BookParams }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const book = orPageNotFound(useSuspenseQuery(bookQuery(params, tag)).data)
  const bookName = book.name
  const chapters = Array.from({ length: book.properties.chapterCount }, (_, index) => index + 1)
  return (
    <article className="book">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/bible" params={{ locale: param }} activeOptions={{ exact: true }}><Trans>Bible</Trans></Link>
        <span aria-hidden="true"> › </span>
        <Link to="/{-$locale}/bible/{$testament}-testament" params={{ locale: param, testament: params.testament }}>
          <TestamentName testament={params.testament} />
        </Link>
      </nav>
      <PageHeading>{book.name}</PageHeading>
      <h2 className="visually-hidden"><Trans>Chapters</Trans></h2>
      <ul className="chapter-grid">
        {chapters.map((chapter) => (
          <li key={chapter}>
            <Link
              to="/{-$locale}/bible/{$testament}-testament/$book/$chapter"
              params={{ locale: param, testament: params.testament, book: params.book, chapter: String(chapter) }}
              aria-label={t`${bookName} chapter ${chapter}`}
            >
              {chapter}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  )
}
