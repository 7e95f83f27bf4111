import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import type { Testament } from '../api/params.ts'
import { BookList } from './book-list.tsx'
import { TestamentName } from './testament-name.tsx'

function TestamentBooks({ testament }: { testament: Testament }) {
  const { param } = useLocale()
  const headingId = `${testament}-testament-heading`
  return (
    <section aria-labelledby={headingId} className="testament">
      <h2 id={headingId}>
        <Link to="/{-$locale}/bible/{$testament}-testament" params={{ locale: param, testament }}><TestamentName testament={testament} /></Link>
      </h2>
      <BookList testament={testament} />
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
        <TestamentBooks testament="old" />
        <TestamentBooks testament="new" />
      </div>
    </article>
  )
}
