import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { settings } from '#src/lib/settings.ts'
import { useLocale } from '#src/lib/use-locale.ts'

/** A general page of the content (`/about`, `/es/about`, …): the catch-all route shows it. */
function GeneralPageLink({ page, children }: { page: string; children: ReactNode }) {
  const { param } = useLocale()
  return <Link to="/{-$locale}/$" params={{ locale: param, _splat: page }}>{children}</Link>
}

/** Every layout's footer: the site's general pages (and a way to stop the daily emails), then the notice. */
export function SiteFooter() {
  const { t } = useLingui()
  const year = new Date().getFullYear()
  const siteName = settings.siteName
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t`About the site`}>
          <ul>
            <li><GeneralPageLink page="about"><Trans>About</Trans></GeneralPageLink></li>
            <li><GeneralPageLink page="privacy-policy"><Trans>Privacy Policy</Trans></GeneralPageLink></li>
            <li><GeneralPageLink page="terms"><Trans>Terms</Trans></GeneralPageLink></li>
            <li><GeneralPageLink page="contact"><Trans>Contact</Trans></GeneralPageLink></li>
            <li><GeneralPageLink page="unsubscribe"><Trans>Unsubscribe</Trans></GeneralPageLink></li>
          </ul>
        </nav>
        {/* The year is the server's on the server and the reader's in the browser; around New Year they differ. */}
        <p suppressHydrationWarning><Trans>© {year} {siteName}. Scripture quotations from the King James Version (public domain).</Trans></p>
      </div>
    </footer>
  )
}
