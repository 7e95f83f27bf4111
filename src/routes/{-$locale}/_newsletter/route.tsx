import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ErrorPage } from '../../../app/shell/error-page.tsx'
import { NewsletterLayout } from '../../../app/shell/layouts.tsx'

// The daily email pages: a narrow reading column without the site's navigation (a pathless layout route).
export const Route = createFileRoute('/{-$locale}/_newsletter')({
  staticData: { adTemplate: 'page-path' },
  component: NewsletterLayoutRoute,
  notFoundComponent: () => <NewsletterLayout><ErrorPage status={404} /></NewsletterLayout>,
})

function NewsletterLayoutRoute() {
  return <NewsletterLayout><Outlet /></NewsletterLayout>
}
