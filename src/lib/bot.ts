/**
 * Crawlers and other automated clients (R-SHELL-3: an error they hit is logged, never rendered). The
 * list covers the big search and social crawlers by name plus the generic words they nearly all carry.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|crawling|spider|slurp|googlebot|google-inspectiontool|bingbot|bingpreview|yandex|baiduspider|duckduckbot|applebot|facebookexternalhit|facebot|ia_archiver|semrush|ahrefs|mj12bot|petalbot|bytespider|gptbot|claudebot|ccbot|headless-shell|lighthouse-ci|python-requests|curl\/|wget\//i

export function isBot(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && userAgent !== '' && BOT_PATTERN.test(userAgent)
}

/** The current browser's verdict; false outside a browser. */
export function isBotVisitor(): boolean {
  return typeof navigator !== 'undefined' && isBot(navigator.userAgent)
}
