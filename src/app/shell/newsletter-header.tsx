import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '#src/lib/use-locale.ts'
import { BrandLink } from './brand-link.tsx'

/** The daily email pages' slim header: a reader who came from an email finds the site (no navigation, no tools). */
export function NewsletterHeader() {
  const { param } = useLocale()
  return (
    <header className="newsletter-header">
      <div className="newsletter-header-inner">
        <BrandLink />
        <Link to="/{-$locale}" params={{ locale: param }} activeOptions={{ exact: true }} className="newsletter-home">
          <Trans>Home page</Trans>
        </Link>
      </div>
    </header>
  )
}
