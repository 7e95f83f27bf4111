import { createFileRoute, Outlet } from '@tanstack/react-router'
import { localeFromParam } from '#src/lib/i18n.ts'
import { ErrorPage } from '#src/app/shell/error-page.tsx'
import { NewsletterLayout } from '#src/app/shell/layouts.tsx'

// The daily email pages: a narrow reading column without the site's navigation (a pathless layout route).
export const Route = createFileRoute('/{-$locale}/_newsletter')({
  staticData: { adTemplate: 'page-path' },
  // Repeats the locale route's rule: without it the router lets an unknown first segment (`/about`) through
  // this pathless route as a locale, instead of trying the catch-all with no locale.
  params: { parse: (raw: { locale?: string | undefined }) => (localeFromParam(raw.locale) ? raw : false) },
  component: NewsletterLayoutRoute,
  notFoundComponent: () => <NewsletterLayout><ErrorPage status={404} /></NewsletterLayout>,
})

function NewsletterLayoutRoute() {
  return <NewsletterLayout><Outlet /></NewsletterLayout>
}
