import { assign, cancel, enqueueActions, raise, setup } from 'xstate'
import { adAssetsFor, buildAdConfig, type AdAssets, type AdConfig, type AdPage, type ContentLoadedMessage } from './ad-config.ts'

export * from './ad-config.ts'

/**
 * The ad lifecycle of one browser tab (R-ADS). The machine decides what happens and when;
 * the composition root supplies the effects (`writeAdConfig`, `loadAdAssets`, `postContentLoaded`,
 * `resetAdConfig`), so nothing here touches window or document.
 */
export interface AdsInput {
  enableAds: boolean
  environment: string
  adScriptBase: string
}

export interface AdsContext {
  enableAds: boolean
  environment: string
  adScriptBase: string
  /** Type of the current page once its content is known; null while a page is loading. */
  pageType: string | null
  /** Templates whose ad scripts are already on the page: a script is added once per template. */
  loadedTemplates: string[]
}

export type AdsEvent =
  | { type: 'page.loadingStarted' }
  | ({ type: 'page.contentKnown' } & AdPage)
  | { type: 'page.finished' }
  /** Raised by the machine itself when the page has been finished for `adFinishedDebounce`. */
  | { type: 'ads.finishSettled' }

export const AD_FINISHED_DEBOUNCE_MS = 1000
/** Posted when a page finishes before its content was known (an error page that sent no content). */
export const UNKNOWN_PAGE_TYPE = 'unknown'

// Effects are declared with their parameter types and supplied by `.provide(...)`; a missing one fails loudly.
function effect<TParams>(name: string): (_: unknown, params: TParams) => void {
  return () => {
    throw new Error(`ads machine: action "${name}" was not provided`)
  }
}

export const adsMachine = setup({
  types: {} as { context: AdsContext; events: AdsEvent; input: AdsInput },
  actions: {
    resetAdConfig: effect<undefined>('resetAdConfig'),
    writeAdConfig: effect<AdConfig>('writeAdConfig'),
    loadAdAssets: effect<AdAssets>('loadAdAssets'),
    postContentLoaded: effect<ContentLoadedMessage>('postContentLoaded'),
    // A cancellable delayed event rather than `after`: a later finish restarts it, and a test model can drive it.
    scheduleFinishedNotice: raise({ type: 'ads.finishSettled' }, { id: 'adFinished', delay: 'adFinishedDebounce' }),
    cancelFinishedNotice: cancel('adFinished'),
  },
  delays: {
    adFinishedDebounce: AD_FINISHED_DEBOUNCE_MS,
  },
  guards: {
    adsEnabled: ({ context }) => context.enableAds,
  },
}).createMachine({
  id: 'ads',
  context: ({ input }) => ({
    enableAds: input.enableAds,
    environment: input.environment,
    adScriptBase: input.adScriptBase,
    pageType: null,
    loadedTemplates: [],
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'adsEnabled', target: 'enabled' },
        { target: 'disabled' },
      ],
    },
    // Inert rather than final, so the app may send page events regardless of the setting.
    disabled: {},
    enabled: {
      initial: 'loading',
      on: {
        'page.loadingStarted': { target: '.loading', actions: ['resetAdConfig', assign({ pageType: null })] },
        'page.contentKnown': {
          actions: [
            assign({ pageType: ({ event }) => event.pageType }),
            { type: 'writeAdConfig', params: ({ context, event }) => buildAdConfig(event, context.environment) },
            enqueueActions(({ context, event, enqueue }) => {
              if (context.loadedTemplates.includes(event.template)) return
              enqueue({ type: 'loadAdAssets', params: adAssetsFor(event.template, context.adScriptBase, context.environment) })
              enqueue.assign({ loadedTemplates: [...context.loadedTemplates, event.template] })
            }),
          ],
        },
        // Targeting the child from here exits and re-enters `finishing`, so a second finish restarts the debounce.
        'page.finished': { target: '.finishing' },
      },
      states: {
        loading: {},
        finishing: {
          entry: 'scheduleFinishedNotice',
          exit: 'cancelFinishedNotice',
          on: {
            'ads.finishSettled': {
              target: 'finished',
              actions: {
                type: 'postContentLoaded',
                params: ({ context }) => ({ type: context.pageType ?? UNKNOWN_PAGE_TYPE, contentLoaded: true }),
              },
            },
          },
        },
        finished: {},
      },
    },
  },
})
