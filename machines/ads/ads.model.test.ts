import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  AD_FINISHED_DEBOUNCE_MS, UNKNOWN_PAGE_TYPE, adsMachine,
  type AdAssets, type AdConfig, type AdPage, type AdsEvent, type AdsInput, type ContentLoadedMessage,
} from './ads.machine.ts'

type Snapshot = SnapshotFrom<typeof adsMachine>
type Effect =
  | { name: 'resetAdConfig' }
  | { name: 'writeAdConfig'; config: AdConfig }
  | { name: 'loadAdAssets'; assets: AdAssets }
  | { name: 'postContentLoaded'; message: ContentLoadedMessage }

const page = (pageType: string, template: string): AdPage => ({
  pageType, template, tags: [], contentId: pageType, title: pageType, pageUrl: 'lamp.example/', query: {},
})
// Two pages with different templates are enough to show "once per template".
const contentEvents: AdsEvent[] = [
  { type: 'page.contentKnown', ...page('bibleChapter', 'bible') },
  { type: 'page.contentKnown', ...page('homePage', 'homepage') },
]

function harness(input: AdsInput) {
  const effects: Effect[] = []
  const machine = adsMachine.provide({
    actions: {
      resetAdConfig: () => { effects.push({ name: 'resetAdConfig' }) },
      writeAdConfig: (_, config) => { effects.push({ name: 'writeAdConfig', config }) },
      loadAdAssets: (_, assets) => { effects.push({ name: 'loadAdAssets', assets }) },
      postContentLoaded: (_, message) => { effects.push({ name: 'postContentLoaded', message }) },
    },
  })
  return { actor: createActor(machine, { input }).start(), effects }
}

function sameModelState(actual: Snapshot, expected: Snapshot) {
  expect(actual.value).toEqual(expected.value)
  expect(actual.context).toEqual(expected.context)
}

for (const enableAds of [true, false]) {
  const input: AdsInput = { enableAds, environment: 'Staging', adScriptBase: '/ad-sandbox' }
  const model = createTestModel(adsMachine, {
    input,
    events: contentEvents,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.pageType, snapshot.context.loadedTemplates]),
  })
  // Every shortest path to every distinct state, not only the ones no longer path contains.
  const paths = model.getShortestPaths({ allowDuplicatePaths: true })
  const name = ({ state, steps }: (typeof paths)[number]) => {
    const via = steps.map(({ event }) => event.type === 'page.contentKnown' ? `${event.type}(${event.template})` : event.type)
    const { pageType, loadedTemplates } = state.context
    return `reaches ${JSON.stringify(state.value)} (page ${pageType ?? 'none'}, assets [${loadedTemplates.join(', ')}]) via ${via.join(' → ')}`
  }

  describe(`ads machine with enableAds=${enableAds} (model-based)`, () => {
    beforeEach(() => { vi.useFakeTimers() })
    afterEach(() => { vi.useRealTimers() })

    it(enableAds ? 'reaches loading, finishing and finished, and the debounce timer' : 'has the disabled state only', () => {
      const values = new Set(paths.map((path) => JSON.stringify(path.state.value)))
      expect(values).toEqual(enableAds
        ? new Set(['{"enabled":"loading"}', '{"enabled":"finishing"}', '{"enabled":"finished"}'])
        : new Set(['"disabled"']))
    })

    for (const path of paths) {
      it(name(path), async () => {
        const { actor, effects } = harness(input)
        const sinceReset = () => effects.slice(effects.findLastIndex((effect) => effect.name === 'resetAdConfig') + 1)
        const loadedTemplates = () => effects.flatMap((effect) => effect.name === 'loadAdAssets' ? [effect.assets.template] : [])
        await path.test({
          states: {
            disabled: (state) => {
              sameModelState(actor.getSnapshot(), state)
              expect(effects).toEqual([])
              expect(vi.getTimerCount()).toBe(0)
            },
            enabled: (state) => {
              sameModelState(actor.getSnapshot(), state)
              // Assets load once per template, and context remembers exactly those.
              expect(loadedTemplates()).toEqual(state.context.loadedTemplates)
              expect(new Set(loadedTemplates()).size).toBe(loadedTemplates().length)
            },
            'enabled.loading': () => {
              expect(sinceReset().some((effect) => effect.name === 'postContentLoaded')).toBe(false)
              expect(vi.getTimerCount()).toBe(0)
            },
            'enabled.finishing': () => {
              expect(sinceReset().some((effect) => effect.name === 'postContentLoaded')).toBe(false)
              expect(vi.getTimerCount()).toBe(1)
            },
            'enabled.finished': (state) => {
              const posts = effects.filter((effect) => effect.name === 'postContentLoaded')
              expect(posts.at(-1)).toEqual({
                name: 'postContentLoaded',
                message: { type: state.context.pageType ?? UNKNOWN_PAGE_TYPE, contentLoaded: true },
              })
              expect(vi.getTimerCount()).toBe(0)
            },
          },
          events: {
            'page.loadingStarted': () => { actor.send({ type: 'page.loadingStarted' }) },
            // xstate/graph types an executor's event as `{ type }` only; at run time it is the full model event.
            'page.contentKnown': ({ event }) => { actor.send(event as AdsEvent) },
            'page.finished': () => { actor.send({ type: 'page.finished' }) },
            // The debounce is driven by time itself, never by sending the event.
            'ads.finishSettled': () => { vi.advanceTimersByTime(AD_FINISHED_DEBOUNCE_MS) },
          },
        })
        actor.stop()
      })
    }
  })
}
