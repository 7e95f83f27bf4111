/** R-ANLY-1: the analytics container id must be GTM- followed by alphanumerics, else analytics stays off. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/

export const isValidGtmId = (value: string): boolean => GTM_ID_PATTERN.test(value)

export const gtmScriptUrl = (gtmId: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`

type DataLayerEntry = Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

export function dataLayer(win: Window = window): DataLayerEntry[] {
  win.dataLayer ??= []
  return win.dataLayer
}

/**
 * Adds Google Tag Manager's container script (once) when the id is valid; answers whether it did.
 * An invalid or empty id injects nothing, so no request to Google is ever made.
 */
export function injectGtm(gtmId: string, doc: Document = document, win: Window = window): boolean {
  if (!isValidGtmId(gtmId)) return false
  if (doc.querySelector('script[data-lamp-gtm]')) return true
  dataLayer(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = doc.createElement('script')
  script.async = true
  script.src = gtmScriptUrl(gtmId)
  script.dataset['lampGtm'] = gtmId
  doc.head.appendChild(script)
  return true
}
