import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { pathInLocale } from '#src/lib/i18n.ts'
import { usePageLocation } from '#src/lib/page-location.ts'
import { useLocale } from '#src/lib/use-locale.ts'

/**
 * `aria-current="page"` only on the link to this very page: the router would mark a link on every page below it too
 * (`/bible` on John 3:16). Inside a section its link says `aria-current="true"`, so a navigation landmark never holds
 * more than one current page.
 */
const THIS_PAGE_ONLY = { exact: true }

/** `true` on pages inside the section (its path without the locale prefix), for aria-current. */
function useSection(): (section: string) => 'true' | undefined {
  const path = pathInLocale(usePageLocation().pathname, '', 'en')
  return (section) => (path === section || path.startsWith(`${section}/`) ? 'true' : undefined)
}

/** The site's sections: in the header on wide screens, in the menu drawer on phones. */
export function MainNav() {
  const { t } = useLingui()
  const { param } = useLocale()
  const locale = { locale: param }
  const inSection = useSection()
  return (
    <nav aria-label={t`Main`} className="main-nav">
      <ul>
        <li>
          <Link to="/{-$locale}/bible" params={locale} activeOptions={THIS_PAGE_ONLY} aria-current={inSection('/bible')}>
            <Trans>Bible</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/emails/daily/{-$date}/$send" params={{ ...locale, send: 'am' }} activeOptions={THIS_PAGE_ONLY} aria-current={inSection('/emails/daily')}>
            <Trans>Today’s devotion</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/verses" params={locale} activeOptions={THIS_PAGE_ONLY} aria-current={inSection('/verses')}>
            <Trans>Verses</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/articles" params={locale} activeOptions={THIS_PAGE_ONLY} aria-current={inSection('/articles')}>
            <Trans>Articles</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/videos" params={locale} activeOptions={THIS_PAGE_ONLY} aria-current={inSection('/videos')}>
            <Trans>Videos</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/news" params={locale} activeOptions={THIS_PAGE_ONLY} aria-current={inSection('/news')}>
            <Trans>News</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/store" params={locale} activeOptions={THIS_PAGE_ONLY} aria-current={inSection('/store')}>
            <Trans>Store</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/favorites" params={locale} activeOptions={THIS_PAGE_ONLY} aria-current={inSection('/favorites')}>
            <Trans>Favorites</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  )
}
