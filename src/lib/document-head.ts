import { apiLocale, LOCALES, pathInLocale, type Locale } from './i18n.ts'

/** What a route's `head()` returns (TanStack Router renders it with <HeadContent/>, on the server and after). */
export interface HeadTags {
  meta: Array<Record<string, string>>
  links: Array<Record<string, string>>
}

export interface PageHeadOptions {
  /** The page's own title; '' gives the site name alone. */
  title: string
  siteName: string
  /** The site's configured origin (never a request's Host header). */
  origin: string
  /** The page's path, with its locale prefix (`/es/bible`). */
  pathname: string
  locale: Locale
  description?: string | undefined
  /** Shared links preview: Open Graph and a summary card (verse and devotional pages). */
  openGraph?: boolean
}

/** `page · siteName`, or the site name alone. */
export const documentTitle = (page: string, siteName: string): string => (page ? `${page} · ${siteName}` : siteName)

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** `en-US` → `en_US`, as Open Graph spells a locale. */
const ogLocale = (locale: Locale) => apiLocale(locale).replace('-', '_')

/**
 * Title, canonical URL, `hreflang` alternates for every locale (and x-default = the unprefixed English page),
 * meta description and, when asked, Open Graph tags: what a search engine and a link preview need.
 */
export function pageHead({ title, siteName, origin, pathname, locale, description, openGraph = false }: PageHeadOptions): HeadTags {
  const path = withoutTrailingSlash(pathname)
  const url = (target: Locale) => `${origin}${pathInLocale(path, '', target)}`
  const fullTitle = documentTitle(title, siteName)
  const meta: HeadTags['meta'] = [{ title: fullTitle }]
  if (description) meta.push({ name: 'description', content: description })
  if (openGraph) {
    meta.push(
      { property: 'og:type', content: 'article' },
      { property: 'og:site_name', content: siteName },
      { property: 'og:title', content: title || siteName },
      { property: 'og:url', content: url(locale) },
      { property: 'og:locale', content: ogLocale(locale) },
      ...(Object.keys(LOCALES) as Locale[]).filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: ogLocale(other) })),
      ...(description ? [{ property: 'og:description', content: description }] : []),
      { name: 'twitter:card', content: 'summary' },
    )
  }
  const links: HeadTags['links'] = [
    { rel: 'canonical', href: url(locale) },
    ...(Object.keys(LOCALES) as Locale[]).map((other) => ({ rel: 'alternate', hrefLang: other, href: url(other) })),
    { rel: 'alternate', hrefLang: 'x-default', href: url('en') },
  ]
  return { meta, links }
}
