import { Trans } from '@lingui/react/macro'
import { settings } from '../../lib/settings.ts'

export function SiteFooter() {
  const year = new Date().getFullYear()
  const siteName = settings.siteName
  return (
    <footer className="site-footer">
      {/* The year is the server's on the server and the reader's in the browser; around New Year they differ. */}
      <p suppressHydrationWarning><Trans>© {year} {siteName}. Scripture quotations from the King James Version (public domain).</Trans></p>
    </footer>
  )
}
