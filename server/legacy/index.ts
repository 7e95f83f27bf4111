import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import type { PublicSettings } from '../settings.ts'

/**
 * Permanent (301) redirects from the previous site's addresses to Lamp's pages: the one table. Every page is rendered
 * on the server, so an old address (a bookmark, a search engine, an old email) always reaches it first; the app's own
 * links never name one (route paths are typed), so the app keeps no copy of this table.
 */
const OLD_PAGES: Record<string, string> = {
  '/privacy-policy.php': '/privacy-policy',
  '/terms.php': '/terms',
  '/unsubscribe.html': '/unsubscribe',
  '/news.php': '/news',
  '/home-page/articles.php': '/articles',
  '/home-page/videos/section.php': '/videos',
  '/home-page/videos/topic.php': '/videos',
  '/home-page/verses.php': '/verses',
  '/features/bm-favorites.php': '/favorites',
  '/legacy/verses': '/verses',
  '/legacy/videos': '/videos',
}

const SIGN_UP = '/sign-up/page1.php'
const FULL_BIBLE = /^\/home-page\/full-bible(?:\/(.*))?$/
const LOCALE_PREFIX = /^\/(es)(?=\/)/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const NUMBER = /^[1-9][0-9]{0,2}$/

export interface LegacyOptions {
  db: Database
  settings: Pick<PublicSettings, 'registerUrl' | 'locales' | 'defaultLocale'>
  /** The app's configured origin: the return address is built from it, never from the request's Host header. */
  appOrigin: string
}

export function createLegacyRouter({ db, settings, appOrigin }: LegacyOptions): Hono {
  const bookPath = db.prepare<[string], string>("SELECT path FROM content WHERE content_type = 'bibleBook' AND slug = ?").pluck()

  /** Old Bible addresses had no testament: the book's own node says which it is. */
  function fullBible(rest: string | undefined): string {
    const [book, ...numbers] = (rest ?? '').split('/').filter(Boolean).map((part) => part.toLowerCase())
    if (!book || !SLUG.test(book) || numbers.length > 2 || !numbers.every((n) => NUMBER.test(n))) return '/bible'
    const path = bookPath.get(book)
    return path ? `${path}${numbers.join('/')}`.replace(/\/$/, '') : '/bible'
  }

  const origin = new URL(appOrigin).origin

  function registration(c: Context, locale: string | null): string {
    const url = new URL(settings.registerUrl, origin)
    // The provider adds action=register on the way back, and shows its page in the reader's language.
    url.searchParams.set('ReturnUrl', `${origin}${locale ? `/${locale}` : '/'}`)
    const rsid = c.req.query('rsid')
    if (rsid) url.searchParams.set('rsid', rsid)
    url.searchParams.set('ui_locales', locale ?? settings.defaultLocale)
    return url.toString()
  }

  const router = new Hono()
  router.get('*', async (c, next) => {
    const url = new URL(c.req.url)
    const prefixed = LOCALE_PREFIX.exec(url.pathname)
    const locale = prefixed?.[1] && settings.locales.includes(prefixed[1]) ? prefixed[1] : null
    const path = locale ? url.pathname.slice(locale.length + 1) : url.pathname
    const lower = path.toLowerCase()
    if (lower === SIGN_UP) return c.redirect(registration(c, locale), 301)
    const bible = FULL_BIBLE.exec(lower)
    const target = bible ? fullBible(bible[1]) : OLD_PAGES[lower.replace(/\/+$/, '')]
    if (target === undefined) return next()
    // The query string (utm_*, email, rsid, ...) goes along: the app reads it on arrival.
    return c.redirect(`${locale ? `/${locale}` : ''}${target}${url.search}`, 301)
  })
  return router
}
