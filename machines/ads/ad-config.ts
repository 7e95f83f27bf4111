/**
 * Pure helpers for the ad lifecycle: what the ad script reads from `window.lampAdConfig` and which
 * ad assets a page template needs. Kept apart from the machine so they can be tested on their own.
 */

/** UTM parameters from the page address (R-ADS-2); missing ones become empty strings. */
export interface UtmQuery {
  utm_source?: string
  utm_medium?: string
  utm_campaign?: string
}

/** What the app knows about a page once its content has loaded. */
export interface AdPage {
  /** The page's content type (for example `bibleChapter`); also the type posted to the parent window. */
  pageType: string
  /** The page's ad template (R-ROUTE-2: homepage, news, bible, page-path, devotional-am, ...). */
  template: string
  tags: readonly string[]
  contentId: string
  title: string
  /** Host and path (`lamp.example/bible`) or an absolute address; the scheme is decided here. */
  pageUrl: string
  query: UtmQuery
}

/** The global ad configuration (R-ADS-2), exposed to the ad script as `window.lampAdConfig`. */
export interface AdConfig {
  tags: string[]
  contentId: string
  title: string
  type: string
  pageurl: string
  source: string
  medium: string
  campaign: string
}

export interface AdAssets {
  template: string
  scriptUrls: string[]
  stylesheetUrl: string
}

/** The message posted to the parent window when a page has settled. */
export interface ContentLoadedMessage {
  type: string
  contentLoaded: true
}

/** The global the ad script reads and the event that tells it to read again. */
export const AD_CONFIG_GLOBAL = 'lampAdConfig'
export const AD_CONFIG_EVENT = 'lamp:ad-config'

export function buildAdConfig(page: AdPage, environment: string): AdConfig {
  // R-ADS-2: http in Development (local servers have no TLS), https everywhere else.
  const scheme = environment === 'Development' ? 'http' : 'https'
  // The query is dropped on purpose: it can carry email, rsid and other visitor ids (R-ADS-2),
  // which must never reach a third-party ad server.
  const hostAndPath = page.pageUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/[?#].*$/, '')
  return {
    tags: [...page.tags],
    contentId: page.contentId,
    title: page.title,
    type: page.pageType,
    pageurl: `${scheme}://${hostAndPath}`,
    source: page.query.utm_source ?? '',
    medium: page.query.utm_medium ?? '',
    campaign: page.query.utm_campaign ?? '',
  }
}

export function adAssetsFor(template: string, adScriptBase: string, environment: string): AdAssets {
  const base = adScriptBase.replace(/\/+$/, '')
  // R-ADS-3: staging scripts everywhere except Production, so test traffic never reaches live campaigns.
  const scriptPath = environment === 'Production' ? '/ads.js' : '/staging/ads.js'
  return {
    template,
    scriptUrls: [`${base}${scriptPath}?template=${encodeURIComponent(template)}`],
    stylesheetUrl: `${base}/ads.css`,
  }
}
