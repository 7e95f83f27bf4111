import { useLingui } from '@lingui/react'
import { apiLocale, isLocale, paramForLocale, DEFAULT_LOCALE, type Locale } from './i18n.ts'

export interface LocaleInfo {
  locale: Locale
  /** The `{-$locale}` route param for links (undefined for the default locale). */
  param: string | undefined
  /** The tag sent to the APIs and used in query keys. */
  tag: string
}

export function useLocale(): LocaleInfo {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return { locale, param: paramForLocale(locale), tag: apiLocale(locale) }
}
