import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core'

/** UI locales: the code is Lingui's and the URL prefix; the tag goes to the APIs. */
export const LOCALES = {
  en: { tag: 'en-US', prefix: undefined, name: 'English' },
  es: { tag: 'es-ES', prefix: 'es', name: 'Español' },
} as const

export type Locale = keyof typeof LOCALES
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'lamp_locale'
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(LOCALES, value)

/** The optional `{-$locale}` path param: absent = default locale; only a prefixed locale is valid; anything else is a 404 (null). */
export function localeFromParam(param: string | undefined): Locale | null {
  if (param === undefined || param === '') return DEFAULT_LOCALE
  return isLocale(param) && LOCALES[param].prefix === param ? param : null
}

export const paramForLocale = (locale: Locale): string | undefined => LOCALES[locale].prefix

export const apiLocale = (locale: Locale): string => LOCALES[locale].tag

export function readLocaleCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return null
}

export const serializeLocaleCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; Max-Age=${COOKIE_MAX_AGE}; Path=/; SameSite=Lax`

/** Where `/` should send a returning visitor: only the root redirects, and only to a prefixed locale. */
export function rootRedirectLocale(cookieHeader: string): Locale | null {
  const stored = readLocaleCookie(cookieHeader)
  return stored && paramForLocale(stored) ? stored : null
}

/** The same page in another locale: swap the `/es` prefix, keep the rest of the address. */
export function pathInLocale(pathname: string, search: string, target: Locale): string {
  const prefixes: string[] = Object.values(LOCALES).flatMap((locale) => (locale.prefix ? [locale.prefix] : []))
  const [, first = '', ...rest] = pathname.split('/')
  const bare = prefixes.includes(first) ? `/${rest.join('/')}` : pathname
  const prefix = paramForLocale(target)
  const path = prefix ? `/${prefix}${bare === '/' ? '' : bare}` : bare
  return `${path}${search}`
}

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
}

/** The locale of the browser's one Lingui instance (the page shown); the server never asks a global for it. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

/** The locale an address is in (its `/es` prefix), English for anything else, even a 404. */
export function localeOfPath(pathname: string): Locale {
  return localeFromParam(pathname.split('/')[1]) ?? DEFAULT_LOCALE
}

/** Remembers the reader's locale (cookie lamp_locale) for their next visit to `/`. */
export function persistLocale(locale: Locale): void {
  if (typeof document !== 'undefined' && readLocaleCookie(document.cookie) !== locale) document.cookie = serializeLocaleCookie(locale)
}

/** Loads the locale's catalog on first use and activates it on the given Lingui instance. */
export async function loadLocale(instance: I18n, locale: Locale): Promise<void> {
  if (instance.locale === locale) return
  const { messages } = await loaders[locale]()
  instance.load(locale, messages)
  instance.activate(locale)
}

/**
 * A Lingui instance of its own for one server render: two requests in different languages never share one,
 * so a Spanish page cannot switch an English page rendering beside it.
 */
export async function createRequestI18n(locale: Locale): Promise<I18n> {
  const instance = setupI18n()
  await loadLocale(instance, locale)
  return instance
}

/**
 * Activates a locale on the page's instance (the router's `{-$locale}` route calls it); in the browser it also
 * keeps <html lang> in step and, with `persist` (the default), the cookie. The boot activation does not persist,
 * so it cannot hide a stored choice.
 */
export async function activateLocale(instance: I18n, locale: Locale, { persist = true }: { persist?: boolean } = {}): Promise<void> {
  await loadLocale(instance, locale)
  if (typeof document === 'undefined') return
  // Rewriting the same language still restyles the whole document (the server's HTML has it right already).
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale
  if (persist) persistLocale(locale)
}

export { i18n }
