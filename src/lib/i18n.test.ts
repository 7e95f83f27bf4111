import { describe, expect, it } from 'vitest'
import { apiLocale, localeFromParam, paramForLocale, readLocaleCookie, rootRedirectLocale, serializeLocaleCookie } from './i18n.ts'

describe('locale routing', () => {
  it('maps no prefix to English and /es to Spanish', () => {
    expect(localeFromParam(undefined)).toBe('en')
    expect(localeFromParam('es')).toBe('es')
    expect(paramForLocale('en')).toBeUndefined()
    expect(paramForLocale('es')).toBe('es')
  })

  it('rejects any other prefix, including the default locale spelled out', () => {
    for (const bad of ['en', 'fr', 'ES', 'es-ES', 'bible']) expect(localeFromParam(bad)).toBeNull()
  })

  it('sends the full tag to the APIs', () => {
    expect(apiLocale('en')).toBe('en-US')
    expect(apiLocale('es')).toBe('es-ES')
  })
})

describe('locale cookie', () => {
  it('is lamp_locale for a year on the whole site, SameSite Lax', () => {
    expect(serializeLocaleCookie('es')).toBe('lamp_locale=es; Max-Age=31536000; Path=/; SameSite=Lax')
  })

  it('reads only known locales', () => {
    expect(readLocaleCookie('a=1; lamp_locale=es; b=2')).toBe('es')
    expect(readLocaleCookie('lamp_locale=fr')).toBeNull()
    expect(readLocaleCookie('')).toBeNull()
  })

  it('redirects the root only for a prefixed locale', () => {
    expect(rootRedirectLocale('lamp_locale=es')).toBe('es')
    expect(rootRedirectLocale('lamp_locale=en')).toBeNull()
    expect(rootRedirectLocale('')).toBeNull()
  })
})

describe('the same page in another locale', async () => {
  const { pathInLocale } = await import('./i18n.ts')
  it('adds or removes the /es prefix and keeps the rest', () => {
    expect(pathInLocale('/bible/new-testament/john/3', '?x=1', 'es')).toBe('/es/bible/new-testament/john/3?x=1')
    expect(pathInLocale('/es/bible', '', 'en')).toBe('/bible')
    expect(pathInLocale('/', '', 'es')).toBe('/es')
    expect(pathInLocale('/es', '', 'en')).toBe('/')
    expect(pathInLocale('/es/', '', 'en')).toBe('/')
    expect(pathInLocale('/es/bible', '', 'es')).toBe('/es/bible')
  })
})
