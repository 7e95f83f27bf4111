import { AD_CONFIG_EVENT, type AdAssets, type AdConfig, type ContentLoadedMessage } from '#machines/ads/ads.machine.ts'
import { log } from '#src/lib/log.ts'

/**
 * The browser side of the ads machine's named effects. Each takes the window it acts on, so tests can
 * hand in a fake; the composition root (src/app/actors/ads.ts) binds them to the real one.
 */
declare global {
  interface Window {
    lampAdConfig?: AdConfig
  }
}

const logger = log.child('ads')

function announce(win: Window) {
  win.dispatchEvent(new CustomEvent(AD_CONFIG_EVENT))
}

export function resetAdConfig(win: Window): void {
  delete win.lampAdConfig
  announce(win)
}

export function writeAdConfig(win: Window, config: AdConfig): void {
  win.lampAdConfig = config
  announce(win)
}

/** Adds each script and the stylesheet once: the machine asks once per template, a template shares the stylesheet. */
export function loadAdAssets(doc: Document, { scriptUrls, stylesheetUrl }: AdAssets): void {
  const present = (selector: string, attribute: 'src' | 'href', url: string) =>
    Array.from(doc.querySelectorAll(selector)).some((element) => element.getAttribute(attribute) === url)
  if (!present('link[rel="stylesheet"]', 'href', stylesheetUrl)) {
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    link.href = stylesheetUrl
    link.dataset.lampAd = ''
    doc.head.append(link)
  }
  for (const url of scriptUrls) {
    if (present('script[src]', 'src', url)) continue
    const script = doc.createElement('script')
    script.src = url
    script.async = true
    script.dataset.lampAd = ''
    script.addEventListener('error', () => logger.warn('ad script failed to load', url))
    doc.head.append(script)
  }
}

/**
 * Tells the embedding page that this page has settled. Only to the configured origin (never '*', which
 * would hand the page type to whoever frames the site) and only when the app is in fact framed.
 */
export function postContentLoaded(win: Window, parentOrigin: string, message: ContentLoadedMessage): boolean {
  if (!parentOrigin || parentOrigin === '*' || win.parent === win) return false
  win.parent.postMessage(message, parentOrigin)
  logger.debug('posted to parent', message)
  return true
}
