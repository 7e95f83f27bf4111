import { setupI18n, type I18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { en, type MessageId } from './messages-en.ts'
import { es } from './messages-es.ts'

export type { MessageId }

/** The app's locales (contracts: `en` and `es`); English is the default and the fallback. */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]

export const CATALOGS: Record<Locale, Record<MessageId, string>> = { en, es }

function instance(locale: Locale): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } })
  // The catalogs are ICU source strings (no build step on the server): Lingui compiles each on first use.
  i18n.setMessagesCompiler(compileMessage)
  return i18n
}

// One instance per locale, so concurrent requests in different languages never switch a shared one.
const instances: Record<Locale, I18n> = { en: instance('en'), es: instance('es') }

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string

export function translator(locale: Locale): Translate {
  const i18n = instances[locale]
  return (id, values) => i18n._(id, values)
}

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

/**
 * The page's locale from OpenID Connect's `ui_locales` (space-separated BCP 47 tags, most preferred first):
 * the first tag whose language Lamp speaks (`es-MX` is Spanish), else English. Only the visitor's choice on
 * the page they came from counts, never the browser's Accept-Language (an English page stays English).
 */
export function localeFrom(uiLocales: unknown): Locale {
  if (typeof uiLocales !== 'string') return 'en'
  for (const tag of uiLocales.slice(0, 200).split(' ')) {
    const language = tag.split('-')[0]?.toLowerCase() ?? ''
    if (isLocale(language)) return language
  }
  return 'en'
}

/** The app's address prefix for a locale (decision 0003: English has none, Spanish is under /es). */
export function appPathPrefix(locale: Locale): string {
  return locale === 'en' ? '' : `/${locale}`
}
