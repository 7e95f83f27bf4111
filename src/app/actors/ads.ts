import { createActor } from 'xstate'
import { adsMachine, type AdPage } from '#machines/ads/ads.machine.ts'
import { loadAdAssets, postContentLoaded, resetAdConfig, writeAdConfig } from '#src/features/ads/ad-effects.ts'
import { log } from '#src/lib/log.ts'
import { resolvePageMeta } from '#src/lib/page-meta.ts'
import { settings } from '#src/lib/settings.ts'
import type { AppRouter } from '../router.tsx'
import { inspectOption } from '../inspect.ts'

/**
 * The ad lifecycle (R-ADS): machines/ads decides, this file acts. With enableAds off the machine
 * sits in `disabled` and none of these effects ever runs, so no ad script, stylesheet or message goes out.
 */
export function createAdsActor() {
  const logic = adsMachine.provide({
    actions: {
      resetAdConfig: () => resetAdConfig(window),
      writeAdConfig: (_, config) => writeAdConfig(window, config),
      loadAdAssets: (_, assets) => loadAdAssets(document, assets),
      postContentLoaded: (_, message) => void postContentLoaded(window, settings.parentOrigin, message),
    },
  })
  return createActor(logic, {
    systemId: 'ads',
    input: { enableAds: settings.enableAds, environment: settings.environment, adScriptBase: settings.adScriptBase },
    ...inspectOption(),
  })
}

export type AdsActor = ReturnType<typeof createAdsActor>

/**
 * A page without a content item (the Bible landing, favorites, …) is described from its route and its document
 * title, which the page sets as it renders: so a moment after the route resolved.
 */
const FALLBACK_AFTER_MS = 100

interface AdPageDetails {
  /** The content type alias (`bibleChapter`, `article`, …); also the type posted to a parent window. */
  pageType: string
  contentId: string
  title: string
}

function utm(search: string): AdPage['query'] {
  const params = new URLSearchParams(search)
  const pick = (key: string) => params.get(key) ?? undefined
  const query: AdPage['query'] = {}
  const source = pick('utm_source')
  const medium = pick('utm_medium')
  const campaign = pick('utm_campaign')
  if (source !== undefined) query.utm_source = source
  if (medium !== undefined) query.utm_medium = medium
  if (campaign !== undefined) query.utm_campaign = campaign
  return query
}

function pageTitle(): string {
  const suffix = ` · ${settings.siteName}`
  return document.title.endsWith(suffix) ? document.title.slice(0, -suffix.length) : document.title
}

/**
 * Router events drive the machine: loading starts, the page's content is known (from the loader's `pageMeta`,
 * the same record the shell reads), the page has finished.
 */
export function connectAdsToRouter(router: AppRouter, ads: AdsActor): () => void {
  if (!settings.enableAds) return () => {}
  const logger = log.child('ads')
  let fallback: ReturnType<typeof setTimeout> | undefined

  const describe = (template: string, details: AdPageDetails) => ads.send({
    type: 'page.contentKnown',
    pageType: details.pageType,
    template,
    tags: [],
    contentId: details.contentId,
    title: details.title,
    pageUrl: `${location.host}${location.pathname}`,
    query: utm(location.search),
  })

  const pageResolved = () => {
    const { adTemplate, content } = resolvePageMeta(router.state.matches.at(-1))
    if (content) describe(adTemplate, { pageType: content.type, contentId: content.id, title: content.title })
    ads.send({ type: 'page.finished' })
    if (content) return
    fallback = setTimeout(() => {
      logger.debug('page shows no content item; described from its route', adTemplate)
      describe(adTemplate, { pageType: adTemplate, contentId: '', title: pageTitle() })
    }, FALLBACK_AFTER_MS)
  }
  // The server-rendered first page is hydrated, not loaded. This connects once it has hydrated: the page is on
  // screen already unless the first page renders in the browser only (a member page), which the router then
  // announces as rendered, once.
  let firstPageSeen = false
  const firstPage = () => {
    if (firstPageSeen) return
    firstPageSeen = true
    ads.send({ type: 'page.loadingStarted' })
    pageResolved()
  }
  const stopFirstPage = router.subscribe('onRendered', () => {
    stopFirstPage()
    firstPage()
  })
  if (router.state.status === 'idle' && router.state.resolvedLocation) {
    stopFirstPage()
    firstPage()
  }

  const unsubscribers = [
    stopFirstPage,
    // Same-address loads (router.invalidate() after sign-in) are not a new page for ads.
    router.subscribe('onBeforeLoad', ({ hrefChanged }) => {
      if (!hrefChanged) return
      clearTimeout(fallback)
      ads.send({ type: 'page.loadingStarted' })
    }),
    router.subscribe('onResolved', ({ hrefChanged }) => {
      if (!hrefChanged) return
      firstPageSeen = true
      pageResolved()
    }),
  ]
  return () => {
    clearTimeout(fallback)
    unsubscribers.forEach((unsubscribe) => unsubscribe())
  }
}
