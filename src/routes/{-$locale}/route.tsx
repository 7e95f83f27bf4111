import { createFileRoute, redirect } from '@tanstack/react-router'
import { ErrorPage } from '#src/app/shell/error-page.tsx'
import { SiteLayout } from '#src/app/shell/layouts.tsx'
import { activateLocale, apiLocale, localeFromParam, paramForLocale, rootRedirectLocale } from '#src/lib/i18n.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'

// Every page lives under an optional locale prefix: none = English, /es = Spanish, anything else = 404.
export const Route = createFileRoute('/{-$locale}')({
  staticData: { adTemplate: 'page-path' },
  // Only a known prefix is a locale, so `/about` is the page `about` (the catch-all), not the unknown locale `about`.
  params: { parse: (raw) => (localeFromParam(raw.locale) ? raw : false) },
  beforeLoad: async ({ params, location, context }) => {
    // A returning Spanish reader who opens `/` goes to `/es` (on the server already, so no English page flashes).
    // Only the root redirects, and it must be decided before activating English below, which would overwrite the
    // stored choice.
    if (params.locale === undefined && location.pathname === '/') {
      const stored = rootRedirectLocale(context.cookies())
      if (stored) throw redirect({ to: '/{-$locale}', params: { locale: paramForLocale(stored) }, replace: true })
    }
    const locale = orPageNotFound(localeFromParam(params.locale))
    await activateLocale(context.i18n, locale)
    return { locale, apiLocale: apiLocale(locale) }
  },
  notFoundComponent: () => <SiteLayout><ErrorPage status={404} /></SiteLayout>,
})
