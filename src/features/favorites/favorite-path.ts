import { localeFromParam } from '#src/lib/i18n.ts'

/** Favorites are stored without a locale prefix, so one kept in Spanish shows in English too. */
export function stripLocale(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/')
  if (first !== '' && localeFromParam(first) !== null) return `/${rest.join('/')}`
  return pathname
}

/** The stored path under the current locale's prefix (none for the default locale). */
export function localisedPath(path: string, localeParam: string | undefined): string {
  return localeParam ? `/${localeParam}${path === '/' ? '' : path}` : path
}
