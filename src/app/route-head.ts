import { msg } from '@lingui/core/macro'
import { pageHead, type HeadTags } from '../lib/document-head.ts'
import { localeOfPath } from '../lib/i18n.ts'
import { readContentPageMeta } from '../lib/page-meta.ts'
import { settings } from '../lib/settings.ts'
import type { RouterContext } from './router-context.ts'

/** The part of a route match a `head()` needs: where the page is, how it ended, and the router context. */
export interface HeadMatch {
  pathname: string
  status: string
  context: Pick<RouterContext, 'page' | 'i18n'>
}

export interface RouteHeadOptions {
  description?: string | undefined
  /** Open Graph tags, so a shared link previews (verse and devotional pages). */
  openGraph?: boolean
}

/** The title of a page that ended in the router's not-found or error state. */
function errorTitle(match: HeadMatch): string | null {
  if (match.status === 'notFound') return match.context.i18n._(msg`Page Not Found`)
  if (match.status === 'error') return match.context.i18n._(msg`Internal Server Error`)
  return null
}

/** A route's `head()`: its title (translated or from content), canonical, hreflang and description. */
export function routeHead(match: HeadMatch, title: string, options: RouteHeadOptions = {}): HeadTags {
  const failed = errorTitle(match)
  return pageHead({
    title: failed ?? title,
    siteName: settings.siteName,
    origin: match.context.page.origin,
    pathname: match.pathname,
    locale: localeOfPath(match.pathname),
    ...(failed ? {} : options),
  })
}

export interface ContentHeadOptions {
  /** The title when the content has none (a landing page not in the content service). */
  fallbackTitle?: string
  /** A fixed title instead of the content's ('' = the site name alone, as on the home page). */
  title?: string
  openGraph?: boolean
}

/** `head()` of a page that shows a content item: its title and description come from the loader's `pageMeta`. */
export function contentHead(match: HeadMatch, loaderData: unknown, { fallbackTitle = '', title, openGraph = false }: ContentHeadOptions = {}): HeadTags {
  const meta = readContentPageMeta(loaderData)
  return routeHead(match, title ?? meta.content?.title ?? fallbackTitle, { description: meta.description, openGraph })
}
