import { setup } from 'xstate'

/**
 * The ad lifecycle as docs/product.md states it, written without reading machines/ads:
 * R-ADS-1 ads load only when the setting enableAds is on; R-ADS-4 the ad configuration is reset when a page
 * starts loading, and when a page finishes (debounced 1000 ms) a message with the page type and contentLoaded
 * true is posted to the parent window, the type `unknown` for a page without content; R-ADS-2 the ad
 * configuration's fields (source, medium and campaign from utm_source, utm_medium, utm_campaign; the page
 * address with http in Development and https otherwise, never the address's query, which can carry the
 * visitor's email); R-ADS-3 staging scripts unless the environment is Production, the template as a query
 * parameter, each template's scripts once per tab.
 *
 * Observable: the global ad configuration, the scripts and stylesheets on the page, the messages posted.
 */

export const AD_FINISHED_DEBOUNCE_MS = 1000
export const UNKNOWN_PAGE_TYPE = 'unknown'

export interface AdModelPage {
  pageType: string
  template: string
  tags: string[]
  contentId: string
  title: string
  /** Host and path, plus a query the configuration must not carry. */
  hostAndPath: string
  query: { utm_source?: string; utm_medium?: string; utm_campaign?: string; email?: string }
}

/** Two pages with different templates: enough to show "once per template" and a configuration per page. */
export const AD_PAGES = {
  chapter: {
    pageType: 'bibleChapter', template: 'bible', tags: ['john'], contentId: 'c-john-3', title: 'John 3',
    hostAndPath: 'lamp.example/bible/new-testament/john/3',
    query: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'advent', email: 'reader@example.com' },
  },
  home: { pageType: 'homePage', template: 'homepage', tags: [], contentId: 'c-home', title: 'Home', hostAndPath: 'lamp.example/', query: {} },
} as const satisfies Record<string, AdModelPage>
export type AdPageKey = keyof typeof AD_PAGES

export interface AdsModelInput {
  enableAds: boolean
  environment: 'Development' | 'Staging' | 'Production'
}

/** The configuration R-ADS-2 asks for, written out from the page. */
export function expectedAdConfig(page: AdModelPage, environment: AdsModelInput['environment']) {
  return {
    tags: [...page.tags],
    contentId: page.contentId,
    title: page.title,
    type: page.pageType,
    pageurl: `${environment === 'Development' ? 'http' : 'https'}://${page.hostAndPath}`,
    source: page.query.utm_source ?? '',
    medium: page.query.utm_medium ?? '',
    campaign: page.query.utm_campaign ?? '',
  }
}

export interface AdsModelContext extends AdsModelInput {
  clockMs: number
  /** The page whose configuration is exposed; null after a reset (or before any). */
  configFor: AdPageKey | null
  /** Whether a reset happened since the last configuration (the global was cleared). */
  resets: number
  /** Templates whose scripts are on the page, in load order. */
  templatesLoaded: string[]
  /** The page whose content is known since loading started. */
  currentPage: AdPageKey | null
  /** When the pending finished-notice is due, if one is pending. */
  noticeDueAtMs: number | null
  messages: Array<{ type: string; contentLoaded: true }>
  /** Bounds of the model: how many loads and finishes were tried. */
  pagesStarted: number
  finishes: number
}

export type AdsModelEvent =
  | { type: 'page.startsLoading' }
  | { type: 'page.chapterContentArrives' }
  | { type: 'page.homeContentArrives' }
  | { type: 'page.finishes' }
  | { type: 'clock.halfSecondPasses' }
  | { type: 'clock.debounceEnds' }

type Ctx = AdsModelContext

const MAX_PAGES = 2
const MAX_FINISHES = 2

const adsModelSetup = setup({
  types: {} as { context: AdsModelContext; events: AdsModelEvent; input: AdsModelInput },
})

const contentArrives = (key: AdPageKey) => ({
  guard: ({ context }: { context: Ctx }) => context.currentPage === null,
  actions: adsModelSetup.assign(({ context }) => {
    const { template } = AD_PAGES[key]
    if (!context.enableAds) return { currentPage: key }
    return {
      configFor: key,
      currentPage: key,
      templatesLoaded: context.templatesLoaded.includes(template) ? context.templatesLoaded : [...context.templatesLoaded, template],
    }
  }),
})

export const adsSpecModel = adsModelSetup.createMachine({
  id: 'adsSpec',
  context: ({ input }) => ({
    ...input, clockMs: 0, configFor: null, resets: 0, templatesLoaded: [], currentPage: null, noticeDueAtMs: null, messages: [], pagesStarted: 0, finishes: 0,
  }),
  initial: 'browsing',
  states: {
    // With ads off nothing at all happens, whatever the router reports.
    browsing: {
      on: {
        'page.startsLoading': {
          guard: ({ context }) => context.pagesStarted < MAX_PAGES,
          actions: adsModelSetup.assign(({ context }) => ({
            pagesStarted: context.pagesStarted + 1,
            currentPage: null,
            ...(context.enableAds ? { configFor: null, resets: context.resets + 1, noticeDueAtMs: null } : {}),
          })),
        },
        'page.chapterContentArrives': contentArrives('chapter'),
        'page.homeContentArrives': contentArrives('home'),
        // A later finish restarts the second (debounced).
        'page.finishes': {
          guard: ({ context }) => context.finishes < MAX_FINISHES,
          actions: adsModelSetup.assign(({ context }) => ({
            finishes: context.finishes + 1,
            ...(context.enableAds ? { noticeDueAtMs: context.clockMs + AD_FINISHED_DEBOUNCE_MS } : {}),
          })),
        },
        // Half the debounce: a second finish now must start the whole second again.
        'clock.halfSecondPasses': {
          guard: ({ context }) => context.noticeDueAtMs !== null && context.noticeDueAtMs - context.clockMs > 500 && context.clockMs < 2000,
          actions: adsModelSetup.assign({ clockMs: ({ context }) => context.clockMs + 500 }),
        },
        'clock.debounceEnds': {
          guard: ({ context }) => context.noticeDueAtMs !== null,
          actions: adsModelSetup.assign(({ context }) => ({
            clockMs: context.noticeDueAtMs ?? context.clockMs,
            noticeDueAtMs: null,
            messages: [...context.messages, { type: context.currentPage ? AD_PAGES[context.currentPage].pageType : UNKNOWN_PAGE_TYPE, contentLoaded: true as const }],
          })),
        },
      },
    },
  },
})

/** The clock's absolute value does not make a state different for a reader; the time left on the notice does. */
export function serializeAdsState({ context }: { context: AdsModelContext }): string {
  const { configFor, templatesLoaded, currentPage, noticeDueAtMs, clockMs, messages, pagesStarted, finishes } = context
  return JSON.stringify([configFor, templatesLoaded, currentPage, noticeDueAtMs === null ? null : noticeDueAtMs - clockMs, messages, pagesStarted, finishes])
}

export type AdsModelSnapshot = ReturnType<typeof adsSpecModel.transition>
