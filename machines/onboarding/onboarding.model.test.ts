import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventObject } from 'xstate'
import type { TestParam, TestPath } from 'xstate/graph'
import { createOnboardingHarness, settle, type OnboardingHarness } from './onboarding.harness.ts'
import { ANSWER_ADVANCE_MS, PREVENT_CLOSE_ITEM_ID, SERVICE_DOWN, type OnboardingModelEvent, type OnboardingSnapshot } from './onboarding.model.ts'
import { generatedOnboardingPaths, namedOnboardingPaths, ONBOARDING_PATHS } from './onboarding.paths.ts'
import type { OnboardingInput } from './onboarding.types.ts'

type Params = TestParam<OnboardingSnapshot, OnboardingModelEvent>

/** The oracle for prevent-close: the input's flag, or the item the model serves for that id (only …0003 sets it). */
const closesRefused = (input: OnboardingInput) => input.preventClose === true || input.contentId === PREVENT_CLOSE_ITEM_ID

/** Performs a model event against the real actor: user events are sent, effect results settle the fakes, time passes. */
async function perform(h: OnboardingHarness, input: OnboardingInput, event: OnboardingModelEvent) {
  if ('output' in event) return h.resolve(event.actorId, event.output)
  if ('error' in event) return h.reject(event.actorId, event.error)
  if (event.type === 'answer.advance') {
    // The step holds for the whole delay, then moves: time, not the event, drives it.
    vi.advanceTimersByTime(ANSWER_ADVANCE_MS - 1)
    expect(h.actor.getSnapshot().matches({ open: { question: 'advancing' } })).toBe(true)
    vi.advanceTimersByTime(1)
    return settle()
  }
  const emittedBefore = h.emitted.length
  const wasOpen = h.actor.getSnapshot().matches('open')
  h.actor.send(event)
  if (event.type === 'dialog.close' && wasOpen) {
    expect(h.emitted.length - emittedBefore).toBe(closesRefused(input) ? 1 : 0)
    // A refused close leaves the dialog exactly where it was.
    if (closesRefused(input)) expect(h.actor.getSnapshot().matches('open')).toBe(true)
  }
  await settle()
}

function assertions(h: OnboardingHarness, input: OnboardingInput): Params {
  const same = (state: OnboardingSnapshot) => {
    const real = h.actor.getSnapshot()
    expect(real.value).toEqual(state.value)
    expect(real.context).toEqual(state.context)
  }
  const nothingShownYet = () => {
    expect(h.count('notifyThankYou')).toBe(0)
    expect(h.count('setCompletedFlag')).toBe(0)
  }
  return {
    states: {
      loading: (state) => {
        same(state)
        expect(h.effect('fetchItem').input).toEqual({ contentId: input.contentId })
        nothingShownYet()
      },
      open: (state) => {
        same(state)
        nothingShownYet()
        expect(state.context.preventClose).toBe(closesRefused(input))
        const { step, selectedResponseId, questions, contentId } = state.context
        if (state.matches({ open: { question: 'advancing' } })) {
          const question = questions[step - 1]
          expect(h.effect(`post.${step}`).input).toEqual({
            pageId: contentId, questionId: question?.id, questionText: question?.text, responseId: selectedResponseId,
            responseText: question?.responses.find((r) => r.id === selectedResponseId)?.text, stepNumber: step, totalSteps: questions.length,
          })
        } else {
          expect(selectedResponseId).toBeNull()
        }
      },
      closing: (state) => {
        same(state)
        nothingShownYet()
        if (state.matches({ closing: 'claiming' })) expect(h.effect('claim').input).toEqual({ ids: state.context.responseIds })
        if (state.matches({ closing: 'redeeming' })) expect(h.effect('redeem').input).toEqual({ contentId: input.contentId })
      },
      closed: (state) => {
        same(state)
        const { outcome, isLoggedIn, responseIds, error } = state.context
        expect(h.actor.getSnapshot().status).toBe('done')
        expect(h.started.has('claim')).toBe(isLoggedIn && responseIds.length > 0)
        expect(h.started.has('redeem')).toBe(isLoggedIn && outcome === 'completed')
        expect(h.count('notifyThankYou')).toBe(outcome === 'completed' ? 1 : 0)
        expect(h.actions.at(-1)).toEqual({ type: 'setCompletedFlag' })
        expect(h.count('setCompletedFlag')).toBe(1)
        // A failed redemption is logged with its error and otherwise silent: still thanked, still flagged.
        const logged = h.actions.find((a) => a.type === 'logRedeemError')
        if (logged) expect(error).toBe(SERVICE_DOWN)
        expect(h.count('recordPrayerPoints')).toBe(h.started.has('redeem') && !logged ? 1 : 0)
      },
      disabled: (state) => {
        same(state)
        expect(h.actions).toEqual([{ type: 'setCompletedFlag' }])
      },
      failed: (state) => {
        same(state)
        expect(state.context.error).toBeTruthy()
        expect(h.actions).toEqual([])
      },
      skipped: (state) => {
        same(state)
        expect(h.started.size).toBe(0)
        expect(h.actions).toEqual([])
      },
    },
  }
}

async function run(input: OnboardingInput, path: TestPath<OnboardingSnapshot, OnboardingModelEvent>) {
  const h = createOnboardingHarness(input)
  // The model's steps carry the full event; graph typing narrows executors to `{ type }`, so widen it back.
  const execute = (step: { event: EventObject }) => perform(h, input, step.event as OnboardingModelEvent)
  const events: Record<string, typeof execute> = {}
  // Every path starts with the model's own `xstate.init`; the actor is already started.
  for (const { event } of path.steps) if ((event as EventObject).type !== 'xstate.init') events[event.type] = execute
  await path.test({ ...assertions(h, input), events })
  h.actor.stop()
}

describe('onboarding machine (model-based)', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  describe('named journeys', () => {
    it('covers every journey the product cares about', () => {
      expect(ONBOARDING_PATHS.map((p) => p.name)).toEqual(expect.arrayContaining([
        'completed anonymously', 'completed logged in with points awarded', 'declined at step 1', 'closed with Escape',
        'disabled item', 'flag already set', 'content item missing', 'a response post failing', 'prevent-close',
      ]))
    })
    it('runs prevent-close from the content item, as the browser can', () => {
      const spec = ONBOARDING_PATHS.find((p) => p.name === 'prevent-close')
      expect(spec?.input).toEqual({ contentId: PREVENT_CLOSE_ITEM_ID, completedFlag: false, isLoggedIn: false })
    })
    for (const { spec, path } of namedOnboardingPaths()) {
      if (!path) throw new Error(`no model path for ${spec.name}`)
      it(spec.name, async () => { await run(spec.input, path) })
    }
  })

  describe('every state the model reaches', () => {
    const generated = generatedOnboardingPaths()
    it('reaches every final state', () => {
      const finals = new Set(generated.map(({ path }) => JSON.stringify(path.state.value)))
      for (const final of ['skipped', 'disabled', 'failed', 'closed']) expect(finals).toContain(JSON.stringify(final))
    })
    it('reaches the questions and a declined close with the prevent-close item too', () => {
      const refused = generated.filter(({ label }) => label === 'prevent-close item')
      expect(refused.some(({ path }) => path.state.matches({ open: 'question' }))).toBe(true)
      expect(refused.some(({ path }) => path.state.matches('closed') && path.state.context.outcome === 'declined')).toBe(true)
      // The only ways out are No thanks and finishing: every declined end went through No thanks.
      for (const { path } of refused.filter(({ path: p }) => p.state.matches('closed') && p.state.context.outcome === 'declined')) {
        expect(path.steps.map(({ event }) => event.type)).toContain('dialog.noThanks')
      }
    })
    for (const { label, input, path } of generated) {
      const steps = path.steps.slice(1).map(({ event }) => event.type.replace('xstate.done.actor.', 'ok:').replace('xstate.error.actor.', 'fail:'))
      it(`${label}: ${steps.join(' → ') || '(start)'} ⇒ ${JSON.stringify(path.state.value)}`, async () => { await run(input, path) })
    }
  })
})
