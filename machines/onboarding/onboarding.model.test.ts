import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ANSWER_ADVANCE_MS, dialogIn, ITEM_IDS, MODEL_BIRTHDAY, MODEL_GENDER, ONBOARDING_INPUTS, ONBOARDING_JOURNEYS, ONBOARDING_PATH_LIMITS,
  ONBOARDING_POINTS, onboardingSpecModel, serializeOnboardingState, type OnboardingModelEvent,
  type ModelRequest, type OnboardingModelInput,
} from '#tests/models/onboarding.spec-model.ts'
import { replay, runPath, specPaths, type SpecPath } from '#tests/models/support/spec-paths.ts'
import { DISABLED_ITEM, MODEL_ITEM, PREVENT_CLOSE_ITEM, savedIdFor } from './onboarding.fixtures.ts'
import { createOnboardingHarness, settle, type OnboardingHarness } from './onboarding.harness.ts'
import type { OnboardingItem, ResponseRecord } from './onboarding.types.ts'

/**
 * Paths from the spec model (tests/models/onboarding.spec-model.ts) drive the real onboarding machine. Its effects
 * are fake services (each settled as the path says) and recorded actions (flag, toast, points, logged error); the
 * clock is fake. At every model state the requests made, what the dialog shows (as the dialog component reads it
 * from the actor) and what was stored or shown must be what docs/product.md says (R-ONB). The same model drives the app in
 * Chromium: tests/e2e/model/onboarding.model.spec.ts.
 */

const ITEMS: Record<OnboardingModelInput['item'], OnboardingItem | null> = {
  enabled: MODEL_ITEM, preventClose: PREVENT_CLOSE_ITEM, disabled: DISABLED_ITEM, missing: null,
}

const firstOption = (step: number) => {
  const question = MODEL_ITEM.questions[step - 1]
  const option = question?.responses[0]
  if (!question || !option) throw new Error(`no question ${step}`)
  return { question, option }
}

/** The effects the machine started, in order, as requests to the services. */
function requestsMade(h: OnboardingHarness): ModelRequest[] {
  return [...h.started.entries()].map(([id, { input }]): ModelRequest => {
    if (id === 'fetchItem') return { kind: 'item', contentId: (input as { contentId: string }).contentId }
    if (id === 'submitDemographics') return { kind: 'profile', ...(input as { birthday: string; gender: string }) }
    if (id === 'claim') return { kind: 'claim', steps: (input as { ids: string[] }).ids.map((saved) => Number(saved.replace('saved-', ''))) }
    if (id === 'redeem') return { kind: 'redeem', contentId: (input as { contentId: string }).contentId }
    const record = input as ResponseRecord
    // R-ONB-14: the response record names the page, the question and the option chosen, with its step of the total.
    const { question, option } = firstOption(record.stepNumber)
    expect(record).toEqual({
      pageId: h.actor.getSnapshot().context.contentId, questionId: question.id, questionText: question.text,
      responseId: option.id, responseText: option.text, stepNumber: record.stepNumber, totalSteps: MODEL_ITEM.questions.length,
    })
    return { kind: 'answer', step: record.stepNumber }
  })
}

const FINAL_STATES = ['notShown', 'disabled', 'failed', 'closed'] as const

/** Runs one model path against the machine with fake services and a fake clock. */
async function runOnMachine(path: SpecPath<typeof onboardingSpecModel>, input: OnboardingModelInput) {
  const h = createOnboardingHarness({ contentId: ITEM_IDS[input.item], completedFlag: input.flagSet, isLoggedIn: input.member })
  const item = ITEMS[input.item]
  const step = () => h.actor.getSnapshot().context.step
  const answer = () => { h.actor.send({ type: 'answer.selected', responseId: firstOption(step()).option.id }) }
  await runPath(path, {
    events: {
      'item.answers': () => (item ? h.resolve('fetchItem', item) : h.reject('fetchItem', new Error('Request failed with status 404'))),
      'visitor.picksBirthday': () => { h.actor.send({ type: 'demographics.birthdayChanged', date: MODEL_BIRTHDAY }) },
      'visitor.picksGender': () => { h.actor.send({ type: 'demographics.genderChanged', gender: MODEL_GENDER }) },
      'visitor.pressesContinue': async () => {
        h.actor.send({ type: 'demographics.continue' })
        await settle()
      },
      'profile.saves': () => h.resolve('submitDemographics', input.member ? { id: 'member-1' } : { held: true }),
      'profile.fails': () => h.reject('submitDemographics', new Error('Request failed with status 503')),
      'visitor.answers': async () => {
        const at = step()
        answer()
        await h.resolve(`post.${at}`, { id: savedIdFor(at) })
      },
      'visitor.answersButThePostFails': async () => {
        const at = step()
        answer()
        await h.reject(`post.${at}`, new Error('Request failed with status 500'))
      },
      'clock.answerDelayPasses': async () => {
        const at = step()
        vi.advanceTimersByTime(ANSWER_ADVANCE_MS - 1)
        expect(step(), 'the chosen answer stays 100 ms').toBe(at)
        expect(h.actor.getSnapshot().matches('open')).toBe(true)
        vi.advanceTimersByTime(1)
        await settle()
      },
      'visitor.saysNoThanks': async () => {
        h.actor.send({ type: 'dialog.noThanks' })
        await settle()
      },
      'visitor.closesDialog': async () => {
        h.actor.send({ type: 'dialog.close' })
        await settle()
      },
      'service.claims': () => h.resolve('claim', { claimed: true }),
      'service.claimFails': () => h.reject('claim', new Error('Request failed with status 503')),
      'service.redeems': () => h.resolve('redeem', { transactions: [{ points: ONBOARDING_POINTS }] }),
      'service.redeemFails': () => h.reject('redeem', new Error('Request failed with status 503')),
    },
    check: (state) => {
      const { context } = state
      const snapshot = h.actor.getSnapshot()
      expect(requestsMade(h), 'requests to the services').toEqual(context.requests)
      // What the dialog component renders from the actor.
      const dialog = dialogIn(state)
      if (dialog === 'none') expect(snapshot.matches('open'), 'no dialog').toBe(false)
      else if (dialog === 'demographics') expect(snapshot.matches({ open: 'step0' }), 'the demographics step').toBe(true)
      else {
        expect(snapshot.matches({ open: 'question' }), `question ${dialog.question}`).toBe(true)
        expect(snapshot.context.step).toBe(dialog.question)
      }
      if (state.matches({ open: 'demographics' })) {
        expect(snapshot.can({ type: 'demographics.continue' }), 'Continue enabled').toBe(context.birthday && context.gender)
      }
      // Changing step clears the selected answer.
      if (state.matches({ open: 'question' })) expect(snapshot.context.selectedResponseId).toBeNull()
      expect(h.emitted.filter((type) => type === 'close-prevented'), 'refused closes').toHaveLength(context.refusedCloses)
      expect(h.count('setCompletedFlag'), 'rad-onboarding-complete written').toBe(context.flag && !context.flagSet ? 1 : 0)
      expect(h.count('notifyThankYou'), "the 'Thank you!' toast").toBe(context.thankYou ? 1 : 0)
      const points = h.actions.flatMap((action) => (action.type === 'recordPrayerPoints' ? [action.points] : []))
      expect(points.reduce((sum, value) => sum + value, 0), 'prayer points added').toBe(context.pointsAwarded)
      expect(h.count('logRedeemError'), "'Error redeeming onboarding points:' logged").toBe(context.redeemFailed ? 1 : 0)
      const final = FINAL_STATES.some((name) => state.matches(name))
      expect(snapshot.status, 'finished').toBe(final ? 'done' : 'active')
      if (final) {
        expect(snapshot.output?.outcome ?? null).toBe(context.outcome)
        expect(snapshot.output?.error != null, 'an error message stored').toBe(context.errorStored)
      }
    },
  })
  h.actor.stop()
}

describe.each(ONBOARDING_INPUTS)('onboarding, spec model (%s)', (_, input) => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  for (const path of specPaths(onboardingSpecModel, { input, ...ONBOARDING_PATH_LIMITS, serializeState: serializeOnboardingState })) {
    it(path.name, () => runOnMachine(path, input))
  }
})

describe('onboarding, the named journeys of the spec model', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  for (const journey of ONBOARDING_JOURNEYS) {
    it(journey.name, () => runOnMachine(replay(onboardingSpecModel, journey.input, journey.events.map((type) => ({ type }) as OnboardingModelEvent)), journey.input))
  }
})
