import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHeading } from '../../../lib/ui/page-heading.tsx'
import { useLocale } from '../../../lib/use-locale.ts'
import type { Testament } from '../api/params.ts'
import { testamentBooksQuery } from '../api/testament-books.ts'

function TestamentBooks({ testament, heading }: { testament: Testament; heading: ReactNode }) {
  const { param, tag } = useLocale()
  const { data: books } = useSuspenseQuery(testamentBooksQuery(testament, tag))
  const headingId = `${testament}-testament-heading`
  return (
    <section aria-labelledby={headingId} className="testament">
      <h2 id={headingId}>{heading}</h2>
      <ul className="book-list">
        {books.map((book) => (
          <li key={book.id}>
            <Link
              to="/{-$locale}/bible/{$testament}-testament/$book"
              params={{ locale: param, testament, book: book.properties.slug }}
            >
              {book.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The Bible landing: both testaments and all 66 books. */
export function BiblePage() {
  return (
    <article className="bible-index">
      <PageHeading><Trans>The Holy Bible</Trans></PageHeading>
      <p className="lede"><Trans>The King James Version, book by book. Choose a book to see its chapters.</Trans></p>
      <div className="testaments">
        <TestamentBooks testament="old" heading={<Trans>Old Testament</Trans>} />
        <TestamentBooks testament="new" heading={<Trans>New Testament</Trans>} />
      </div>
    </article>
  )
}
