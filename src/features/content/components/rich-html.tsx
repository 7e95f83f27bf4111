import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { LOCALES, pathInLocale, type Locale } from '#src/lib/i18n.ts'
import { routerClickTarget } from '#src/lib/router-clicks.ts'
import { sanitizeHtml } from '#src/lib/sanitize.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import type { RichTextMarkup } from '../content-types.ts'

const PREFIXES: readonly string[] = Object.values(LOCALES).flatMap((locale) => (locale.prefix ? [locale.prefix] : []))

/** An editor's `/verses/hope` on a Spanish page means `/es/verses/hope`; a link that names a locale keeps it. */
export function localiseHref(href: string, locale: Locale): string {
  const url = new URL(href, 'http://content.invalid')
  const first = url.pathname.split('/')[1] ?? ''
  if (PREFIXES.includes(first)) return href
  return `${pathInLocale(url.pathname, url.search, locale)}${url.hash}`
}

/**
 * Rich text from the content service: sanitised (src/lib/sanitize.ts) before it reaches the DOM; its internal
 * links navigate with the router, so following one keeps the app (and its caches) instead of reloading.
 */
export function RichHtml({ value, className }: { value: RichTextMarkup | string | null | undefined; className?: string }) {
  const router = useRouter()
  const { locale } = useLocale()
  const markup = typeof value === 'string' ? value : (value?.markup ?? '')
  const html = useMemo(() => sanitizeHtml(markup, { internalHref: (href) => localiseHref(href, locale) }), [markup, locale])
  if (!html) return null
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      onClick={(event) => {
        const href = routerClickTarget(event)
        if (href === null) return
        event.preventDefault()
        void router.navigate({ href })
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
