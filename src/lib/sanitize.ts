import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'

/**
 * Rich text from the content service is HTML an editor typed: it goes through DOMPurify before it reaches the
 * DOM. Scripts, event handlers, javascript: URLs, styles, forms and frames go; headings, lists, links, images,
 * quotes and tables stay. External links open safely (rel="noopener noreferrer").
 */
export interface SanitizeOptions {
  /** The site's origin; links elsewhere are external. */
  origin?: string
  /** Rewrites an internal link's path + query + hash (e.g. to add the reader's locale prefix). */
  internalHref?: (href: string) => string
}

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base']
const FORBID_ATTR = ['style', 'srcset']
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#)/i

let purifier: Purifier | null = null
let current: Required<Pick<SanitizeOptions, 'origin'>> & SanitizeOptions = { origin: '' }
/** The DOM DOMPurify works in: the page's window, or the one a server renderer gives (jsdom). */
let domWindow: (Window & typeof globalThis) | null = typeof window === 'undefined' ? null : window
/** The site's origin when there is no browser: links that start with it are internal (relative links always are). */
const SERVER_ORIGIN = 'http://lamp.invalid'

/** Server rendering has no browser window: it hands DOMPurify a DOM of its own once, before the first page. */
export function setSanitizerWindow(win: Window & typeof globalThis): void {
  domWindow = win
  purifier = null
}

/** One instance of our own, so our hooks never meet another caller's. */
function instance(): Purifier {
  if (purifier) return purifier
  if (!domWindow) throw new Error('sanitizeHtml needs a DOM: the server renderer must call setSanitizerWindow first')
  const { HTMLAnchorElement, HTMLImageElement } = domWindow
  purifier = DOMPurify(domWindow)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement) fixLink(node)
    if (node instanceof HTMLImageElement) {
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
    }
  })
  return purifier
}

function fixLink(link: HTMLAnchorElement) {
  const raw = link.getAttribute('href')
  if (raw === null) return
  if (!SAFE_URL.test(raw.trim())) {
    link.removeAttribute('href')
    return
  }
  let url: URL
  try {
    url = new URL(raw, current.origin)
  } catch {
    link.removeAttribute('href')
    return
  }
  const internal = (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === current.origin
  if (internal) {
    const path = `${url.pathname}${url.search}${url.hash}`
    link.setAttribute('href', current.internalHref ? current.internalHref(path) : path)
    link.removeAttribute('target')
    link.removeAttribute('rel')
    return
  }
  if (link.getAttribute('target') !== '_blank') link.removeAttribute('target')
  link.setAttribute('rel', 'noopener noreferrer')
}

/**
 * Event-handler attributes (`onerror=…`) are renamed before the markup is parsed at all: the browser's parser would
 * otherwise meet them (DOMPurify removes them only after parsing), and the page's Content-Security-Policy reports
 * each one it blocks. The renamed attribute is a data attribute, which DOMPurify then drops like any other.
 */
const EVENT_HANDLER_ATTRIBUTE = /(<[^>]*?[\s/])on[a-z]+(\s*=)/gi
export function withoutEventHandlers(html: string): string {
  // One handler per tag per pass; a tag with several needs several passes (bounded: each pass renames at least one).
  let previous = ''
  let current = html
  for (let pass = 0; pass < 64 && current !== previous; pass += 1) {
    previous = current
    current = current.replace(EVENT_HANDLER_ATTRIBUTE, '$1data-removed-handler$2')
  }
  return current
}

/** Clean HTML for `dangerouslySetInnerHTML`, the same in the browser and in a server render. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  html = withoutEventHandlers(html)
  current = { ...options, origin: options.origin ?? (typeof location === 'undefined' ? SERVER_ORIGIN : location.origin) }
  try {
    return instance().sanitize(html, {
      FORBID_TAGS,
      FORBID_ATTR,
      ADD_ATTR: ['target'],
      ALLOW_DATA_ATTR: false,
      RETURN_TRUSTED_TYPE: false,
    })
  } finally {
    current = { origin: '' }
  }
}
