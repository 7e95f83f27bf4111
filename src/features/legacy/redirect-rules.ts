import { DEFAULT_LOCALE } from '../../lib/i18n.ts'
import { settings } from '../../lib/settings.ts'
import { registerUrlOf, registrationHref } from '../identity/registration.ts'

/**
 * Old addresses of the previous site and where each lives now. Routes apply a rule by name in beforeLoad
 * (`throw redirect(...)`); server/legacy answers the same addresses with a 301 before the app loads, so this
 * table only acts when the app itself navigates to an old address (a link inside content, say).
 */

/** New Testament book slugs; every other book of the 66 is in the Old Testament. */
const NEW_TESTAMENT = new Set([
  'matthew', 'mark', 'luke', 'john', 'acts', 'romans', '1-corinthians', '2-corinthians', 'galatians', 'ephesians',
  'philippians', 'colossians', '1-thessalonians', '2-thessalonians', '1-timothy', '2-timothy', 'titus', 'philemon',
  'hebrews', 'james', '1-peter', '2-peter', '1-john', '2-john', '3-john', 'jude', 'revelation',
])

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const NUMBER = /^[1-9][0-9]{0,2}$/

/**
 * `/home-page/full-bible/john/3/16` → `/bible/new-testament/john/3/16`: the old site had no testament in its
 * Bible addresses. A book, chapter or verse (1–3 segments) keeps its depth; anything else goes to the Bible landing,
 * and a book that does not exist is left to the Bible routes' own 404.
 */
export function fullBibleTarget(splat?: string): string {
  const [book, ...numbers] = (splat ?? '').split('/').filter(Boolean).map((part) => part.toLowerCase())
  if (!book || !SLUG.test(book) || numbers.length > 2 || !numbers.every((n) => NUMBER.test(n))) return '/bible'
  const testament = NEW_TESTAMENT.has(book) ? 'new' : 'old'
  return ['/bible', `${testament}-testament`, book, ...numbers].join('/')
}

export type RedirectRuleName = keyof typeof redirectRules

export interface RedirectRule {
  /** The old address, as the router names it. */
  from: string
  /** The new address (a path in this app) for the old one's splat, if it has one. */
  to: (splat?: string) => string
}

/** Every redirect of the app, by name. */
export const redirectRules = {
  legacyVerses: { from: '/legacy/verses', to: () => '/verses' },
  legacyVideos: { from: '/legacy/videos', to: () => '/videos' },
  fullBible: { from: '/home-page/full-bible/$', to: fullBibleTarget },
  // Sign-up goes to the provider's registration page (registrationUrl); this is where the reader comes back to.
  signUp: { from: '/sign-up/page1.php', to: () => '/' },
  privacyPolicy: { from: '/privacy-policy.php', to: () => '/privacy-policy' },
  terms: { from: '/terms.php', to: () => '/terms' },
  // Lamp's own page explains what stopping the emails means and records the request (lead-pathing /unsubscribes).
  unsubscribe: { from: '/Unsubscribe.html', to: () => '/unsubscribe' },
  news: { from: '/news.php', to: () => '/news' },
  articles: { from: '/home-page/articles.php', to: () => '/articles' },
  videoSections: { from: '/home-page/videos/section.php', to: () => '/videos' },
  videoTopics: { from: '/home-page/videos/topic.php', to: () => '/videos' },
  verses: { from: '/home-page/verses.php', to: () => '/verses' },
  favorites: { from: '/features/bm-favorites.php', to: () => '/favorites' },
} as const satisfies Record<string, RedirectRule>

/** The target of a rule, inside the reader's locale (`/es/news.php` → `/es/news`). */
export function redirectTarget(name: RedirectRuleName, locale: string | undefined, splat?: string): string {
  const path = redirectRules[name].to(splat)
  if (!locale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * The old sign-up form now lives on the identity provider: its registration page with ReturnUrl back to the
 * home page in the reader's locale (the provider adds `action=register`) and the visitor's rsid.
 */
export function registrationUrl(
  origin: string, locale: string | undefined, rsid: string | null, registerUrl = registerUrlOf(settings),
): string {
  return registrationHref(registerUrl, `${origin}${redirectTarget('signUp', locale)}`, rsid, locale ?? DEFAULT_LOCALE)
}
