import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOnboardingHarness, type OnboardingHarness } from './onboarding.harness.ts'
import { ENABLED_ITEM_ID, MODEL_BIRTHDAY, MODEL_ITEM, PREVENT_CLOSE_ITEM, PREVENT_CLOSE_ITEM_ID, savedIdFor } from './onboarding.fixtures.ts'
import { errorMessage, isIsoDate, type OnboardingInput } from './onboarding.types.ts'

const anonymous: OnboardingInput = { contentId: ENABLED_ITEM_ID, completedFlag: false, isLoggedIn: false }
const member: OnboardingInput = { ...anonymous, isLoggedIn: true }
const firstAnswer = (step: number) => MODEL_ITEM.questions[step - 1]?.responses[0]?.id ?? ''

async function toQuestions(h: OnboardingHarness, item = MODEL_ITEM) {
  await h.resolve('fetchItem', item)
  h.actor.send({ type: 'demographics.birthdayChanged', date: MODEL_BIRTHDAY })
  h.actor.send({ type: 'demographics.genderChanged', gender: 'Not Specified' })
  h.actor.send({ type: 'demographics.continue' })
  await h.resolve('submitDemographics', {})
}

/** Answers every question without settling any post. */
function answerAll(h: OnboardingHarness) {
  for (let step = 1; step <= MODEL_ITEM.questions.length; step++) {
    h.actor.send({ type: 'answer.selected', responseId: firstAnswer(step) })
    vi.advanceTimersByTime(100)
  }
}

describe('onboarding machine', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  it('keeps Continue inert until both a valid birthday and a gender are set', async () => {
    const h = createOnboardingHarness(anonymous)
    await h.resolve('fetchItem', MODEL_ITEM)
    expect(h.actor.getSnapshot().can({ type: 'demographics.continue' })).toBe(false)
    h.actor.send({ type: 'demographics.continue' })
    h.actor.send({ type: 'demographics.birthdayChanged', date: '1990-02-30' })
    h.actor.send({ type: 'demographics.genderChanged', gender: 'Male' })
    h.actor.send({ type: 'demographics.continue' })
    expect(h.actor.getSnapshot().matches({ open: { step0: 'editing' } })).toBe(true)
    expect(h.started.has('submitDemographics')).toBe(false)
    h.actor.send({ type: 'demographics.birthdayChanged', date: MODEL_BIRTHDAY })
    expect(h.actor.getSnapshot().can({ type: 'demographics.continue' })).toBe(true)
    h.actor.send({ type: 'demographics.continue' })
    expect(h.effect('submitDemographics').input).toEqual({ birthday: MODEL_BIRTHDAY, gender: 'Male' })
  })

  it('waits 100 ms after an answer before showing the next step, and clears the selection then', async () => {
    const h = createOnboardingHarness(anonymous)
    await toQuestions(h)
    h.actor.send({ type: 'answer.selected', responseId: firstAnswer(1) })
    expect(h.actor.getSnapshot().context).toMatchObject({ step: 1, selectedResponseId: firstAnswer(1) })
    vi.advanceTimersByTime(99)
    expect(h.actor.getSnapshot().context.step).toBe(1)
    vi.advanceTimersByTime(1)
    expect(h.actor.getSnapshot().context).toMatchObject({ step: 2, selectedResponseId: null })
  })

  it('posts the answer at once, without waiting for the service', async () => {
    const h = createOnboardingHarness(anonymous)
    await toQuestions(h)
    h.actor.send({ type: 'answer.selected', responseId: firstAnswer(1) })
    vi.advanceTimersByTime(100)
    expect(h.effect('post.1').input).toMatchObject({ pageId: ENABLED_ITEM_ID, questionId: 'q1', stepNumber: 1, totalSteps: 3 })
    expect(h.actor.getSnapshot().context).toMatchObject({ step: 2, pendingPosts: ['post.1'] })
  })

  it('ignores an answer that is not one of the current question\'s options', async () => {
    const h = createOnboardingHarness(anonymous)
    await toQuestions(h)
    h.actor.send({ type: 'answer.selected', responseId: firstAnswer(2) })
    expect(h.actor.getSnapshot().matches({ open: { question: 'choosing' } })).toBe(true)
    expect(h.started.has('post.1')).toBe(false)
  })

  it('closes only after every pending post has settled, then claims every saved id', async () => {
    const h = createOnboardingHarness(member)
    await toQuestions(h)
    answerAll(h)
    expect(h.actor.getSnapshot().matches({ closing: 'awaitingPosts' })).toBe(true)
    await h.resolve('post.2', { id: savedIdFor(2) })
    await h.resolve('post.3', { id: savedIdFor(3) })
    expect(h.started.has('claim')).toBe(false)
    await h.reject('post.1', new Error('Request failed with status 500'))
    expect(h.effect('claim').input).toEqual({ ids: [savedIdFor(2), savedIdFor(3)] })
    expect(h.actor.getSnapshot().context.error).toBe('Request failed with status 500')
  })

  it('logs a failed redemption through logRedeemError and otherwise carries on as usual', async () => {
    const h = createOnboardingHarness(member)
    await toQuestions(h)
    answerAll(h)
    for (const step of [1, 2, 3]) await h.resolve(`post.${step}`, { id: savedIdFor(step) })
    await h.resolve('claim', {})
    const failure = new Error('redeem down')
    await h.reject('redeem', failure)
    expect(h.actions).toEqual([{ type: 'logRedeemError', error: failure }, { type: 'notifyThankYou' }, { type: 'setCompletedFlag' }])
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'completed', error: 'redeem down' })
  })

  it('adds up the redeemed transactions', async () => {
    const h = createOnboardingHarness(member)
    await toQuestions(h)
    answerAll(h)
    for (const step of [1, 2, 3]) await h.resolve(`post.${step}`, { id: savedIdFor(step) })
    await h.resolve('claim', {})
    await h.resolve('redeem', { transactions: [{ points: 100 }, { points: 5 }] })
    expect(h.actions).toContainEqual({ type: 'recordPrayerPoints', points: 105 })
  })

  it('claims with the identity current at close, not the one at start', async () => {
    const h = createOnboardingHarness(anonymous)
    await toQuestions(h)
    h.actor.send({ type: 'answer.selected', responseId: firstAnswer(1) })
    h.actor.send({ type: 'identity.changed', isLoggedIn: true })
    await h.resolve('post.1', { id: savedIdFor(1) })
    vi.advanceTimersByTime(100)
    h.actor.send({ type: 'dialog.noThanks' })
    expect(h.effect('claim').input).toEqual({ ids: [savedIdFor(1)] })
    await h.resolve('claim', {})
    expect(h.started.has('redeem')).toBe(false)
    expect(h.actions).toEqual([{ type: 'setCompletedFlag' }])
  })

  it('refuses other closes when close is prevented, but No thanks still declines', async () => {
    const h = createOnboardingHarness({ ...anonymous, preventClose: true })
    await toQuestions(h)
    h.actor.send({ type: 'dialog.close' })
    expect(h.emitted).toEqual(['close-prevented'])
    expect(h.actor.getSnapshot().matches({ open: { question: 'choosing' } })).toBe(true)
    h.actor.send({ type: 'dialog.noThanks' })
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'declined', error: null })
  })

  it('takes prevent-close from the content item: stored when it arrives, every close refused, No thanks declines', async () => {
    const h = createOnboardingHarness({ ...anonymous, contentId: PREVENT_CLOSE_ITEM_ID })
    expect(h.actor.getSnapshot().context.preventClose).toBe(false)
    await h.resolve('fetchItem', PREVENT_CLOSE_ITEM)
    expect(h.actor.getSnapshot().context.preventClose).toBe(true)
    h.actor.send({ type: 'dialog.close' })
    expect(h.actor.getSnapshot().matches({ open: { step0: 'editing' } })).toBe(true)
    h.actor.send({ type: 'demographics.birthdayChanged', date: MODEL_BIRTHDAY })
    h.actor.send({ type: 'demographics.genderChanged', gender: 'Male' })
    h.actor.send({ type: 'demographics.continue' })
    h.actor.send({ type: 'dialog.close' })
    expect(h.actor.getSnapshot().matches({ open: { step0: 'submitting' } })).toBe(true)
    await h.resolve('submitDemographics', {})
    h.actor.send({ type: 'dialog.close' })
    expect(h.actor.getSnapshot().matches({ open: { question: 'choosing' } })).toBe(true)
    expect(h.actor.getSnapshot().context.step).toBe(1)
    expect(h.emitted).toEqual(['close-prevented', 'close-prevented', 'close-prevented'])
    expect(h.actions).toEqual([])
    h.actor.send({ type: 'dialog.noThanks' })
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'declined', error: null })
    expect(h.actions).toEqual([{ type: 'setCompletedFlag' }])
  })

  it('refuses closes while the post of an answer waits, and still completes after the last question', async () => {
    const h = createOnboardingHarness({ ...anonymous, contentId: PREVENT_CLOSE_ITEM_ID })
    await toQuestions(h, PREVENT_CLOSE_ITEM)
    h.actor.send({ type: 'answer.selected', responseId: firstAnswer(1) })
    h.actor.send({ type: 'dialog.close' })
    expect(h.actor.getSnapshot().matches({ open: { question: 'advancing' } })).toBe(true)
    vi.advanceTimersByTime(100)
    for (const step of [2, 3]) {
      h.actor.send({ type: 'answer.selected', responseId: firstAnswer(step) })
      vi.advanceTimersByTime(100)
    }
    for (const step of [1, 2, 3]) await h.resolve(`post.${step}`, { id: savedIdFor(step) })
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'completed', error: null })
    expect(h.emitted).toEqual(['close-prevented'])
  })

  it('ORs the two settings: the input keeps closes refused whatever the item says, and an item without the flag leaves them allowed', async () => {
    const byInput = createOnboardingHarness({ ...anonymous, preventClose: true })
    await byInput.resolve('fetchItem', { ...MODEL_ITEM, preventClose: false })
    expect(byInput.actor.getSnapshot().context.preventClose).toBe(true)
    byInput.actor.send({ type: 'dialog.close' })
    expect(byInput.actor.getSnapshot().matches('open')).toBe(true)
    expect(byInput.emitted).toEqual(['close-prevented'])

    const neither = createOnboardingHarness(anonymous)
    await neither.resolve('fetchItem', MODEL_ITEM)
    expect(neither.actor.getSnapshot().context.preventClose).toBe(false)
    neither.actor.send({ type: 'dialog.close' })
    expect(neither.emitted).toEqual([])
    expect(neither.actor.getSnapshot().output).toEqual({ outcome: 'declined', error: null })
  })

  it('goes on to the questions when the profile update fails, keeping the message', async () => {
    const h = createOnboardingHarness(anonymous)
    await h.resolve('fetchItem', MODEL_ITEM)
    h.actor.send({ type: 'demographics.birthdayChanged', date: MODEL_BIRTHDAY })
    h.actor.send({ type: 'demographics.genderChanged', gender: 'Female' })
    h.actor.send({ type: 'demographics.continue' })
    await h.reject('submitDemographics', 'not an Error')
    expect(h.actor.getSnapshot().context).toMatchObject({ step: 1, error: 'Unknown error' })
  })

  it('stores the fetch failure and shows nothing, leaving the flag unset', async () => {
    const h = createOnboardingHarness(anonymous)
    await h.reject('fetchItem', new Error('Request failed with status 404'))
    expect(h.actor.getSnapshot().value).toBe('failed')
    expect(h.actor.getSnapshot().output).toEqual({ outcome: null, error: 'Request failed with status 404' })
    expect(h.actions).toEqual([])
  })
})

describe('onboarding rules', () => {
  it("stores an error's message, or 'Unknown error' when there is none (R-ONB-12)", () => {
    expect(errorMessage(new Error('Request failed with status 503'))).toBe('Request failed with status 503')
    expect(errorMessage({ message: 'from a fetch library' })).toBe('from a fetch library')
    for (const nothing of [new Error(''), { message: '' }, { message: 42 }, null, undefined, 'text', 7]) {
      expect(errorMessage(nothing), JSON.stringify(nothing)).toBe('Unknown error')
    }
  })

  it('takes only a real yyyy-mm-dd calendar date as a birthday', () => {
    expect(isIsoDate('1990-04-12')).toBe(true)
    for (const bad of ['1990-02-30', 'x1990-04-12', '1990-04-12x', '1990-4-12', '', '12/04/1990']) expect(isIsoDate(bad), bad).toBe(false)
  })
})
