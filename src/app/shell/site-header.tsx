import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AccountMenu } from '../../features/identity/components/account-menu.tsx'
import { JumpButton } from '../../features/search/components/jump-button.tsx'
import { settings } from '../../lib/settings.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { ColourModeToggle } from './colour-mode-toggle.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'

export function SiteHeader() {
  const { t } = useLingui()
  const { param } = useLocale()
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/{-$locale}" params={{ locale: param }} className="brand">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className="brand-mark">
            <path d="M10 22h12l-2 4h-8zM16 5c3 4 5 6 5 10a5 5 0 0 1-10 0c0-4 2-6 5-10z" fill="currentColor" />
          </svg>
          <span>{settings.siteName}</span>
        </Link>
        <nav aria-label={t`Main`} className="main-nav">
          <ul>
            <li>
              <Link to="/{-$locale}/bible" params={{ locale: param }} activeProps={{ 'aria-current': 'page' }}>
                <Trans>Bible</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/emails/daily/{-$date}/$send" params={{ locale: param, send: 'am' }} activeProps={{ 'aria-current': 'page' }}>
                <Trans>Today’s devotion</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/verses" params={{ locale: param }} activeProps={{ 'aria-current': 'page' }}>
                <Trans>Verses</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/articles" params={{ locale: param }} activeProps={{ 'aria-current': 'page' }}>
                <Trans>Articles</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/videos" params={{ locale: param }} activeProps={{ 'aria-current': 'page' }}>
                <Trans>Videos</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/news" params={{ locale: param }} activeProps={{ 'aria-current': 'page' }}>
                <Trans>News</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/store" params={{ locale: param }} activeProps={{ 'aria-current': 'page' }}>
                <Trans>Store</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/favorites" params={{ locale: param }} activeProps={{ 'aria-current': 'page' }}>
                <Trans>Favorites</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <div className="site-tools">
          <JumpButton />
          <LanguageSwitcher />
          <ColourModeToggle />
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}
