import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  AD_FINISHED_DEBOUNCE_MS, AD_PAGES, adsSpecModel, expectedAdConfig, serializeAdsState,
  type AdModelPage, type AdsModelContext, type AdsModelInput,
} from '#tests/models/ads.spec-model.ts'
import { runPath, specPaths } from '#tests/models/support/spec-paths.ts'
import { adsMachine, type AdConfig, type ContentLoadedMessage } from './ads.machine.ts'

/**
 * Paths from the spec model (tests/models/ads.spec-model.ts) drive the real ads machine. Its effects are wired to
 * a fake page: a global configuration, the scripts and stylesheets added to the document, and the messages posted
 * to the parent window; the clock is fake. At every model state the page must look the way docs/product.md says (R-ADS).
 */

const AD_SCRIPT_BASE = 'https://ads.example/lamp'

function startSut(input: AdsModelInput) {
  const page = { config: null as AdConfig | null, scripts: [] as string[], stylesheets: [] as string[], messages: [] as ContentLoadedMessage[] }
  const machine = adsMachine.provide({
    actions: {
      resetAdConfig: () => { page.config = null },
      writeAdConfig: (_, config) => { page.config = config },
      loadAdAssets: (_, assets) => {
        page.scripts.push(...assets.scriptUrls)
        page.stylesheets.push(assets.stylesheetUrl)
      },
      postContentLoaded: (_, message) => { page.messages.push(message) },
    },
  })
  const actor = createActor(machine, { input: { enableAds: input.enableAds, environment: input.environment, adScriptBase: AD_SCRIPT_BASE } }).start()
  const contentKnown = (model: AdModelPage) => {
    actor.send({
      type: 'page.contentKnown', pageType: model.pageType, template: model.template, tags: model.tags, contentId: model.contentId,
      title: model.title, pageUrl: `${model.hostAndPath}?${new URLSearchParams(model.query).toString()}`, query: model.query,
    })
  }
  return { actor, page, contentKnown }
}

/** R-ADS-3: the template goes as a query parameter; staging scripts everywhere but Production. */
function expectScriptsFor(scripts: string[], templates: string[], environment: AdsModelContext['environment']) {
  expect(scripts.map((url) => new URL(url).searchParams.get('template')), 'one script per template, once').toEqual(templates)
  for (const url of scripts) {
    expect(url.startsWith(AD_SCRIPT_BASE)).toBe(true)
    expect(new URL(url).pathname.includes('staging'), `${url} in ${environment}`).toBe(environment !== 'Production')
  }
}

const inputs: Array<[string, AdsModelInput]> = [
  ['ads off', { enableAds: false, environment: 'Production' }],
  ['ads on in Development', { enableAds: true, environment: 'Development' }],
  ['ads on in Production', { enableAds: true, environment: 'Production' }],
]

describe.each(inputs)('ads, spec model (%s)', (_, input) => {
  beforeEach(() => { vi.useFakeTimers({ now: 0 }) })
  afterEach(() => { vi.useRealTimers() })

  for (const path of specPaths(adsSpecModel, { input, limit: 20_000, maxPaths: 200, serializeState: serializeAdsState })) {
    it(path.name, async () => {
      const sut = startSut(input)
      const advanceTo = (clockMs: number) => { vi.advanceTimersByTime(clockMs - Date.now()) }
      await runPath(path, {
        events: {
          'page.startsLoading': () => { sut.actor.send({ type: 'page.loadingStarted' }) },
          'page.chapterContentArrives': () => { sut.contentKnown(AD_PAGES.chapter) },
          'page.homeContentArrives': () => { sut.contentKnown(AD_PAGES.home) },
          'page.finishes': () => { sut.actor.send({ type: 'page.finished' }) },
          'clock.halfSecondPasses': (_event, after) => { advanceTo(after.context.clockMs) },
          'clock.debounceEnds': (_event, after, before) => {
            const posted = sut.page.messages.length
            advanceTo((before.context.noticeDueAtMs ?? 0) - 1)
            expect(sut.page.messages.length, `nothing posted before ${AD_FINISHED_DEBOUNCE_MS} ms`).toBe(posted)
            advanceTo(after.context.clockMs)
          },
        },
        check: ({ context }) => {
          expect(Date.now()).toBe(context.clockMs)
          expect(sut.page.config, 'the global ad configuration').toEqual(context.configFor ? expectedAdConfig(AD_PAGES[context.configFor], context.environment) : null)
          expectScriptsFor(sut.page.scripts, context.templatesLoaded, context.environment)
          expect(sut.page.stylesheets).toHaveLength(context.templatesLoaded.length)
          expect(sut.page.messages, 'messages to the parent window').toEqual(context.messages)
          // With ads off, not even a timer runs.
          if (!context.enableAds) expect(vi.getTimerCount()).toBe(0)
        },
      })
      sut.actor.stop()
    })
  }
})
