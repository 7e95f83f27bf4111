import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  AD_FINISHED_DEBOUNCE_MS, adAssetsFor, adsMachine, buildAdConfig,
  type AdPage, type AdsEvent, type AdsInput,
} from './ads.machine.ts'

const biblePage: AdPage = {
  pageType: 'bibleChapter',
  template: 'bible',
  tags: ['john', 'gospel'],
  contentId: 'c-1',
  title: 'John 3',
  pageUrl: 'lamp.example/bible/new-testament/john/3',
  query: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'daily' },
}

function start(input: Partial<AdsInput> = {}) {
  const effects = {
    resetAdConfig: vi.fn(),
    writeAdConfig: vi.fn(),
    loadAdAssets: vi.fn(),
    postContentLoaded: vi.fn(),
  }
  const machine = adsMachine.provide({
    actions: {
      resetAdConfig: () => effects.resetAdConfig(),
      writeAdConfig: (_, config) => effects.writeAdConfig(config),
      loadAdAssets: (_, assets) => effects.loadAdAssets(assets),
      postContentLoaded: (_, message) => effects.postContentLoaded(message),
    },
  })
  const actor = createActor(machine, {
    input: { enableAds: true, environment: 'Production', adScriptBase: 'https://ads.example', ...input },
  }).start()
  const send = (event: AdsEvent) => actor.send(event)
  return { actor, effects, send }
}

describe('ad configuration', () => {
  it('maps the page to the global ad configuration with the UTM parameters', () => {
    expect(buildAdConfig(biblePage, 'Production')).toEqual({
      tags: ['john', 'gospel'],
      contentId: 'c-1',
      title: 'John 3',
      type: 'bibleChapter',
      pageurl: 'https://lamp.example/bible/new-testament/john/3',
      source: 'newsletter',
      medium: 'email',
      campaign: 'daily',
    })
  })

  it('uses http in Development and https in Staging and Production', () => {
    expect(buildAdConfig(biblePage, 'Development').pageurl).toBe('http://lamp.example/bible/new-testament/john/3')
    expect(buildAdConfig(biblePage, 'Staging').pageurl).toBe('https://lamp.example/bible/new-testament/john/3')
    expect(buildAdConfig({ ...biblePage, pageUrl: 'https://localhost:3000/news' }, 'Development').pageurl)
      .toBe('http://localhost:3000/news')
  })

  it('never passes the query string (it can carry email and rsid) to the ad server', () => {
    const config = buildAdConfig({ ...biblePage, pageUrl: 'lamp.example/?email=a%40b.c&rsid=V123#top' }, 'Production')
    expect(config.pageurl).toBe('https://lamp.example/')
  })

  it('leaves missing UTM parameters empty', () => {
    const config = buildAdConfig({ ...biblePage, query: {} }, 'Production')
    expect([config.source, config.medium, config.campaign]).toEqual(['', '', ''])
  })

  it('uses staging scripts unless the environment is Production, with the template as a query parameter', () => {
    expect(adAssetsFor('bible', 'https://ads.example/', 'Production')).toEqual({
      template: 'bible',
      scriptUrls: ['https://ads.example/ads.js?template=bible'],
      stylesheetUrl: 'https://ads.example/ads.css',
    })
    expect(adAssetsFor('devotional-am', '/ad-sandbox', 'Staging').scriptUrls).toEqual(['/ad-sandbox/staging/ads.js?template=devotional-am'])
    expect(adAssetsFor('bible', '/ad-sandbox', 'Development').scriptUrls).toEqual(['/ad-sandbox/staging/ads.js?template=bible'])
  })
})

describe('ads machine', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  it('coalesces rapid finishes into exactly one post, 1000 ms after the last one', () => {
    const { effects, send } = start()
    send({ type: 'page.contentKnown', ...biblePage })
    send({ type: 'page.finished' })
    vi.advanceTimersByTime(600)
    send({ type: 'page.finished' })
    vi.advanceTimersByTime(600)
    send({ type: 'page.finished' })
    vi.advanceTimersByTime(AD_FINISHED_DEBOUNCE_MS - 1)
    expect(effects.postContentLoaded).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(effects.postContentLoaded).toHaveBeenCalledTimes(1)
    expect(effects.postContentLoaded).toHaveBeenCalledWith({ type: 'bibleChapter', contentLoaded: true })
    vi.advanceTimersByTime(AD_FINISHED_DEBOUNCE_MS * 5)
    expect(effects.postContentLoaded).toHaveBeenCalledTimes(1)
  })

  it('resets the configuration on navigation and cancels the pending post of the page left behind', () => {
    const { actor, effects, send } = start()
    send({ type: 'page.contentKnown', ...biblePage })
    send({ type: 'page.finished' })
    vi.advanceTimersByTime(500)
    send({ type: 'page.loadingStarted' })
    expect(effects.resetAdConfig).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.pageType).toBeNull()
    vi.advanceTimersByTime(AD_FINISHED_DEBOUNCE_MS * 2)
    expect(effects.postContentLoaded).not.toHaveBeenCalled()
    send({ type: 'page.contentKnown', ...biblePage, pageType: 'homePage', template: 'homepage' })
    send({ type: 'page.finished' })
    vi.advanceTimersByTime(AD_FINISHED_DEBOUNCE_MS)
    expect(effects.postContentLoaded).toHaveBeenCalledExactlyOnceWith({ type: 'homePage', contentLoaded: true })
  })

  it('writes the configuration for every page but loads each template\'s assets once', () => {
    const { actor, effects, send } = start({ environment: 'Staging', adScriptBase: '/ad-sandbox' })
    send({ type: 'page.contentKnown', ...biblePage })
    send({ type: 'page.loadingStarted' })
    send({ type: 'page.contentKnown', ...biblePage, contentId: 'c-2' })
    expect(effects.writeAdConfig).toHaveBeenCalledTimes(2)
    expect(effects.writeAdConfig).toHaveBeenLastCalledWith(expect.objectContaining({ contentId: 'c-2', pageurl: expect.stringMatching(/^https:/) }))
    expect(effects.loadAdAssets).toHaveBeenCalledExactlyOnceWith({
      template: 'bible',
      scriptUrls: ['/ad-sandbox/staging/ads.js?template=bible'],
      stylesheetUrl: '/ad-sandbox/ads.css',
    })
    expect(actor.getSnapshot().context.loadedTemplates).toEqual(['bible'])
  })

  it('posts nothing and loads nothing when ads are disabled, whatever the app sends', () => {
    const { actor, effects, send } = start({ enableAds: false })
    send({ type: 'page.loadingStarted' })
    send({ type: 'page.contentKnown', ...biblePage })
    send({ type: 'page.finished' })
    vi.advanceTimersByTime(AD_FINISHED_DEBOUNCE_MS * 3)
    expect(actor.getSnapshot().value).toBe('disabled')
    for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled()
  })

  it('fails loudly when the composition root forgot an effect', () => {
    const actor = createActor(adsMachine, { input: { enableAds: true, environment: 'Production', adScriptBase: '' } })
    const errors: unknown[] = []
    actor.subscribe({ error: (error) => errors.push(error) })
    actor.start()
    actor.send({ type: 'page.loadingStarted' })
    expect(String(errors[0])).toMatch(/resetAdConfig.*not provided/)
  })
})
