import { SIGN_OUT_SCRIPT_ASSET, STYLESHEET_ASSET } from './assets.ts'
import { translator, type Locale, type MessageId, type Translate } from './i18n/index.ts'

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** What every page needs to speak to the visitor: their language and the site's name (setting `siteName`). */
export interface View {
  locale: Locale
  siteName: string
  /** The message, HTML-escaped (values included), ready to put in a page. */
  text: (id: MessageId, values?: Record<string, string | number>) => string
  /** The message as plain text (for headers and attributes that escape it themselves). */
  t: Translate
}

export function createView(locale: Locale, siteName: string): View {
  const t = translator(locale)
  return { locale, siteName, t, text: (id, values) => escapeHtml(t(id, values)) }
}

export interface PageContent {
  /** The page's own title; the site's name follows it in the tab. */
  title: string
  /** Where "Back to {siteName}" leads: always back into the app, never elsewhere. */
  backHref: string
  body: string
  /** Presses the sign-out form's "Yes" (a file, so the page's policy needs no inline script). */
  signOutScript?: boolean
}

/** The provider's pages share one small layout: the site's name, the way back, no external resources. */
export function page(view: View, { title, backHref, body, signOutScript = false }: PageContent): string {
  return `<!DOCTYPE html>
<html lang="${view.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(view.siteName)}</title>
<link rel="stylesheet" href="${STYLESHEET_ASSET.path}">
</head>
<body>
<header class="site">
<span class="brand">${escapeHtml(view.siteName)}</span>
<a class="back" href="${escapeHtml(backHref)}">${view.text('page.backTo', { siteName: view.siteName })}</a>
</header>
<main>
${body}
</main>
${signOutScript ? `<script src="${SIGN_OUT_SCRIPT_ASSET.path}"></script>\n` : ''}</body>
</html>`
}

/** A page-level message; with `fields`, a list of links to each invalid field (the summary people expect). */
export function errorSummary(view: View, message: string | undefined, fields: ReadonlyArray<{ id: string; message: string }> = []): string {
  if (!message) return ''
  const list = fields.length === 0 ? '' : `<ul>${fields.map((field) => `<li><a href="#${field.id}">${escapeHtml(field.message)}</a></li>`).join('')}</ul>`
  const heading = fields.length === 0 ? '' : `<h2>${view.text('page.problem')}</h2>`
  return `<div class="error" role="alert" id="form-error">${heading}<p>${escapeHtml(message)}</p>${list}</div>`
}

/** "Too many attempts. Try again in …": seconds below a minute, else whole minutes (rounded up). */
export function tooManyAttempts(view: View, retryAfterSeconds: number): string {
  return retryAfterSeconds < 60
    ? view.t('throttle.seconds', { seconds: retryAfterSeconds })
    : view.t('throttle.minutes', { minutes: Math.ceil(retryAfterSeconds / 60) })
}
