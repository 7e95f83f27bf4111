import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { settings } from '../../../lib/settings.ts'
import { useDocumentTitle } from '../../../lib/ui/document-title.ts'
import { PageHeading } from '../../../lib/ui/page-heading.tsx'
import { useLocale } from '../../../lib/use-locale.ts'

const START_HERE = [
  { testament: 'new', book: 'john', chapter: '3', label: msg`John 3` },
  { testament: 'old', book: 'psalms', chapter: '23', label: msg`Psalm 23` },
  { testament: 'old', book: 'genesis', chapter: '1', label: msg`Genesis 1` },
] as const

/** A minimal home page until the content-driven one arrives. */
export function HomePage() {
  const { t, i18n } = useLingui()
  const { param } = useLocale()
  const siteName = settings.siteName
  useDocumentTitle('')
  return (
    <article className="home">
      <PageHeading><Trans>Welcome to {siteName}</Trans></PageHeading>
      <p className="lede"><Trans>Read the Bible and a daily devotion, wherever you are.</Trans></p>
      <p>
        <Link to="/{-$locale}/bible" params={{ locale: param }} className="button"><Trans>Open the Bible</Trans></Link>
      </p>
      <section aria-labelledby="start-here">
        <h2 id="start-here"><Trans>Start reading</Trans></h2>
        <ul className="start-list">
          {START_HERE.map(({ label: descriptor, ...params }) => {
            const label = i18n._(descriptor)
            return (
              <li key={params.book}>
                <Link to="/{-$locale}/bible/{$testament}-testament/$book/$chapter" params={{ locale: param, ...params }} aria-label={t`Read ${label}`}>
                  {label}
                </Link>
              </li>
            )
          })}
        </ul>
      </section>
    </article>
  )
}
