import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ErrorPage } from '../../../app/shell/error-page.tsx'
import { SiteLayout } from '../../../app/shell/layouts.tsx'

// The site's pages: header, navigation and footer around each (a pathless layout route).
export const Route = createFileRoute('/{-$locale}/_site')({
  staticData: { adTemplate: 'page-path' },
  component: SiteLayoutRoute,
  // A 404 decided here (the catch-all's general page) still gets the header and footer.
  notFoundComponent: () => <SiteLayout><ErrorPage status={404} /></SiteLayout>,
})

function SiteLayoutRoute() {
  return <SiteLayout><Outlet /></SiteLayout>
}
