import { initialTransition } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { onboardingMachine } from './onboarding.machine.ts'
import {
  answer, DISABLED_ITEM_ID, ENABLED_ITEM_ID, ev, MISSING_ITEM_ID, modelEvents, postFailed, postSaved, PREVENT_CLOSE_ITEM_ID, serializeModelState,
  type OnboardingModelEvent,
} from './onboarding.model.ts'
import type { OnboardingInput } from './onboarding.types.ts'

/**
 * The onboarding journeys as data: a name, the machine input and the events in order. The Vitest model
 * test runs each against the machine with fake effects; a Playwright model e2e can drive the same list
 * through the browser (one test per entry), mapping each event type to a user action or a server answer.
 */
export interface OnboardingPathSpec {
  name: string
  input: OnboardingInput
  events: OnboardingModelEvent[]
}

const anonymous: OnboardingInput = { contentId: ENABLED_ITEM_ID, completedFlag: false, isLoggedIn: false }
const member: OnboardingInput = { ...anonymous, isLoggedIn: true }

const toQuestions = [ev.itemLoaded, ev.birthday, ev.gender, ev.continue, ev.demographicsSaved]
const answerAll = [answer(1), ev.advance, answer(2), ev.advance, answer(3), ev.advance]
const allSaved = [postSaved(1), postSaved(2), postSaved(3)]

export const ONBOARDING_PATHS: readonly OnboardingPathSpec[] = [
  { name: 'completed anonymously', input: anonymous, events: [...toQuestions, ...answerAll, ...allSaved] },
  {
    name: 'completed logged in with points awarded',
    input: member,
    events: [...toQuestions, ...answerAll, ...allSaved, ev.claimed, ev.redeemed],
  },
  { name: 'declined at step 1', input: anonymous, events: [...toQuestions, ev.noThanks] },
  { name: 'closed with Escape', input: anonymous, events: [ev.itemLoaded, ev.close] },
  { name: 'disabled item', input: { ...anonymous, contentId: DISABLED_ITEM_ID }, events: [ev.itemDisabled] },
  { name: 'flag already set', input: { ...anonymous, completedFlag: true }, events: [] },
  { name: 'content item missing', input: { ...anonymous, contentId: MISSING_ITEM_ID }, events: [ev.itemMissing] },
  {
    name: 'a response post failing',
    input: member,
    events: [...toQuestions, answer(1), ev.advance, postFailed(1), answer(2), ev.advance, answer(3), ev.advance,
      postSaved(2), postSaved(3), ev.claimed, ev.redeemed],
  },
  {
    // The item's own `preventClose` (the app never sets the input): closes are refused on step 0 and step 1, No thanks declines.
    name: 'prevent-close',
    input: { ...anonymous, contentId: PREVENT_CLOSE_ITEM_ID },
    events: [ev.itemPreventsClose, ev.close, ev.birthday, ev.gender, ev.continue, ev.demographicsSaved, ev.close, ev.noThanks],
  },
  {
    name: 'redeem failing is logged and silent',
    input: member,
    events: [...toQuestions, ...answerAll, ...allSaved, ev.claimed, ev.redeemFailed],
  },
]

/** One test model per input, exploring only the events `modelEvents` offers. */
export function createOnboardingModel(input: OnboardingInput) {
  return createTestModel(onboardingMachine, { input, serializeState: serializeModelState })
}

/** The model's own shortest paths to every distinct state, for the inputs that lead to different graphs. */
export function generatedOnboardingPaths() {
  // Starting anonymous is enough: the model signs in and out on step 0, which reaches every member state too.
  // The prevent-close item walks the same graph with every close refused (only No thanks or the end leave it).
  const inputs: Array<[string, OnboardingInput]> = [
    ['anonymous', anonymous],
    ['flag set', { ...anonymous, completedFlag: true }],
    ['prevent-close item', { ...anonymous, contentId: PREVENT_CLOSE_ITEM_ID }],
  ]
  return inputs.flatMap(([label, input]) =>
    // `events` here replaces createTestModel's default (every handled event type with no payload).
    createOnboardingModel(input).getShortestPaths({ events: modelEvents }).map((path) => ({ label, input, path })))
}

/** The named journeys as model paths (the model computes every intermediate state). */
export function namedOnboardingPaths() {
  return ONBOARDING_PATHS.map((spec) => ({
    spec,
    // getPathsFromEvents does not pass `input` to its default start state, so the start is given explicitly.
    path: createOnboardingModel(spec.input).getPathsFromEvents(spec.events, {
      fromState: initialTransition(onboardingMachine, spec.input)[0],
      serializeState: serializeModelState,
    })[0],
  }))
}
