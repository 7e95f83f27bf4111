import { createActor } from 'xstate'
import { adsMachine, type AdPage } from '../../../machines/ads/ads.machine.ts'
import { loadAdAssets, postContentLoaded, resetAdConfig, writeAdConfig } from '../../features/ads/ad-effects.ts'
import { onAdPage, type AdPageDetails } from '../../lib/ad-page.ts'
import { log } from '../../lib/log.ts'
import { settings } from '../../lib/settings.ts'
import type { AppRouter } from '../router.tsx'
import { inspectOption } from '../inspect.ts'

/**
 * The ad lifecycle (spec §4 Ads): machines/ads decides, this file acts. With enableAds off the machine
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

/** A page that does not describe itself (no useAdPage) is described from its route this long after it resolved. */
const FALLBACK_AFTER_MS = 100

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

/** Router events drive the machine: loading starts, the page's content is known, the page has finished. */
export function connectAdsToRouter(router: AppRouter, ads: AdsActor): () => void {
  if (!settings.enableAds) return () => {}
  const logger = log.child('ads')
  let described = false
  let fallback: ReturnType<typeof setTimeout> | undefined

  const template = () => router.state.matches.at(-1)?.staticData.adTemplate ?? 'page-path'
  const describe = (details: AdPageDetails) => {
    described = true
    ads.send({
      type: 'page.contentKnown',
      pageType: details.pageType,
      template: template(),
      tags: details.tags ?? [],
      contentId: details.contentId,
      title: details.title,
      pageUrl: `${location.host}${location.pathname}`,
      query: utm(location.search),
    })
  }

  const unsubscribers = [
    // Same-address loads (router.invalidate() after sign-in) are not a new page for ads.
    router.subscribe('onBeforeLoad', ({ hrefChanged }) => {
      if (!hrefChanged) return
      clearTimeout(fallback)
      described = false
      ads.send({ type: 'page.loadingStarted' })
    }),
    router.subscribe('onResolved', ({ hrefChanged }) => {
      if (!hrefChanged) return
      ads.send({ type: 'page.finished' })
      fallback = setTimeout(() => {
        if (described) return
        logger.debug('page did not describe itself; using its route', template())
        describe({ pageType: template(), contentId: '', title: pageTitle() })
      }, FALLBACK_AFTER_MS)
    }),
    onAdPage(describe),
  ]
  return () => {
    clearTimeout(fallback)
    unsubscribers.forEach((unsubscribe) => unsubscribe())
  }
}
