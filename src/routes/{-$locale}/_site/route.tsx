import { createFileRoute, Outlet } from '@tanstack/react-router'
import { localeFromParam } from '#src/lib/i18n.ts'
import { ErrorPage } from '#src/app/shell/error-page.tsx'
import { SiteLayout } from '#src/app/shell/layouts.tsx'

// The site's pages: header, navigation and footer around each (a pathless layout route).
export const Route = createFileRoute('/{-$locale}/_site')({
  staticData: { adTemplate: 'page-path' },
  // Repeats the locale route's rule: without it the router lets an unknown first segment (`/about`) through
  // this pathless route as a locale, instead of trying the catch-all with no locale.
  params: { parse: (raw: { locale?: string | undefined }) => (localeFromParam(raw.locale) ? raw : false) },
  component: SiteLayoutRoute,
  // The layout stays with the route, in the entry (its SiteLayout is there already): split off, its two lines were a
  // chunk and a request of their own in every page's first view. Only the 404 page loads when it is needed.
  codeSplitGroupings: [['notFoundComponent']],
  // A 404 decided here (the catch-all's general page) still gets the header and footer.
  notFoundComponent: () => <SiteLayout><ErrorPage status={404} /></SiteLayout>,
})

function SiteLayoutRoute() {
  return <SiteLayout><Outlet /></SiteLayout>
}
