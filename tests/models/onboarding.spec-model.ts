import { setup } from 'xstate'

/**
 * The first-visit onboarding as docs/product.md states it, written without reading machines/onboarding:
 * R-ONB-3..R-ONB-9 the dialog (step 0: 'Welcome!', birthday, gender, Continue, which needs both; steps 1..N: a
 * question, 'Select an option...', 'No thanks'; closing by any other means also declines); R-ONB-4 a missing item
 * (404) leaves the flag unset, tried again next visit; R-ONB-10 prevent-close refuses a close and emits
 * close-prevented; R-ONB-11 the close (claim, redeem, thank, set the flag); R-ONB-12 errors are stored, never
 * shown, and a failed profile save, answer post or claim does not stop what follows; R-ONB-13 an anonymous
 * visitor's answers are saved and held; R-CALL-5..R-CALL-7 the calls; R-PTS-4 a failed redemption is logged;
 * R-SEED-6 the seeded items (…0001 with three questions, …0002 disabled, …0003 with the editor's prevent-close,
 * decision 0006); R-PTS-2 100 points once, and only for answers the member claimed, so without a claim the
 * points are refused.
 *
 * The model speaks only of what a visitor or the services see, so the same paths run against the machine with
 * fake services (Vitest) and against the app in Chromium with the real ones (Playwright).
 */

export const ITEM_IDS = {
  enabled: 'a0d1c3e2-4b5f-4c6d-8e7f-000000000001',
  disabled: 'a0d1c3e2-4b5f-4c6d-8e7f-000000000002',
  preventClose: 'a0d1c3e2-4b5f-4c6d-8e7f-000000000003',
  /** Not seeded: the content service answers 404. */
  missing: 'a0d1c3e2-4b5f-4c6d-8e7f-0000000000ff',
} as const
export type ItemKind = keyof typeof ITEM_IDS

/** R-SEED-6: the seeded enabled items have three questions. */
export const QUESTION_COUNT = 3
/** R-PTS-2: completing onboarding awards 100 points once per account and item. */
export const ONBOARDING_POINTS = 100
/** R-ONB-8. */
export const ANSWER_ADVANCE_MS = 100
export const MODEL_BIRTHDAY = '1990-04-12'
export const MODEL_GENDER = 'Female'

export interface OnboardingModelInput {
  item: ItemKind
  member: boolean
  /** `rad-onboarding-complete` already true. */
  flagSet: boolean
}

/** The starts the model is walked from (each gives a different graph). */
export const ONBOARDING_INPUTS: ReadonlyArray<[string, OnboardingModelInput]> = [
  ['an anonymous visitor', { item: 'enabled', member: false, flagSet: false }],
  ['a member', { item: 'enabled', member: true, flagSet: false }],
  ["the editor's prevent-close item", { item: 'preventClose', member: false, flagSet: false }],
  ['the flag already set', { item: 'enabled', member: false, flagSet: true }],
  ['a disabled item', { item: 'disabled', member: false, flagSet: false }],
  ['a missing item', { item: 'missing', member: false, flagSet: false }],
]

/** Bounds of the onboarding model's traversal, shared by the Vitest and the browser runs. */
export const ONBOARDING_PATH_LIMITS = { limit: 20_000, maxPaths: 30 } as const

/** What the services are asked (R-CALL-5..R-CALL-7, R-ACCT-2); answers are always the question's first option. */
export type ModelRequest =
  | { kind: 'item'; contentId: string }
  | { kind: 'profile'; birthday: string; gender: string }
  | { kind: 'answer'; step: number }
  | { kind: 'claim'; steps: number[] }
  | { kind: 'redeem'; contentId: string }

export interface OnboardingModelContext extends OnboardingModelInput {
  requests: ModelRequest[]
  step: number
  birthday: boolean
  gender: boolean
  /** Continue pressed while it must do nothing (bounded to once). */
  continueRefused: boolean
  savedAnswers: number[]
  lostAnswers: number[]
  profileFailed: boolean
  outcome: 'completed' | 'declined' | null
  refusedCloses: number
  flag: boolean
  thankYou: boolean
  pointsAwarded: number
  redeemFailed: boolean
  /** The saved answers are the member's now (the service's condition for awarding points). */
  claimed: boolean
  /** R-ONB-12: some step failed, so the actor's output carries an error message (never shown). */
  errorStored: boolean
}

export type OnboardingModelEvent =
  | { type: 'item.answers' }
  | { type: 'visitor.picksBirthday' }
  | { type: 'visitor.picksGender' }
  | { type: 'visitor.pressesContinue' }
  | { type: 'profile.saves' }
  | { type: 'profile.fails' }
  | { type: 'visitor.answers' }
  | { type: 'visitor.answersButThePostFails' }
  | { type: 'clock.answerDelayPasses' }
  | { type: 'visitor.saysNoThanks' }
  | { type: 'visitor.closesDialog' }
  | { type: 'service.claims' }
  | { type: 'service.claimFails' }
  | { type: 'service.redeems' }
  | { type: 'service.redeemFails' }

type Ctx = OnboardingModelContext

const onboardingModelSetup = setup({
  types: {} as { context: OnboardingModelContext; events: OnboardingModelEvent; input: OnboardingModelInput },
  guards: {
    flagAlreadySet: ({ context }) => context.flagSet,
    // A model bound: one refused close on the demographics step is enough to see that nothing moves.
    mayRefuseClose: ({ context }) => context.item === 'preventClose' && context.refusedCloses === 0,
    demographicsComplete: ({ context }) => context.birthday && context.gender,
    onLastQuestion: ({ context }) => context.step >= QUESTION_COUNT,
    claims: ({ context }) => context.member && context.savedAnswers.length > 0,
    redeems: ({ context }) => context.member && context.outcome === 'completed',
    // Only a member's profile save goes to a service that can fail; an anonymous visitor's is held in memory.
    memberProfile: ({ context }) => context.member,
  },
})
const { assign } = onboardingModelSetup

const storeError = assign({ errorStored: true })
const request = (make: (context: Ctx) => ModelRequest) => assign({ requests: ({ context }) => [...context.requests, make(context)] })
const decline = assign({ outcome: 'declined' as const })
const refuseClose = assign({ refusedCloses: ({ context }) => context.refusedCloses + 1 })
const toQuestionOne = assign({ step: 1 })
const answered = (saved: boolean) => [
  request((context) => ({ kind: 'answer', step: context.step })),
  assign(({ context }: { context: Ctx }) => (saved
    ? { savedAnswers: [...context.savedAnswers, context.step] }
    : { lostAnswers: [...context.lostAnswers, context.step], errorStored: true })),
]

export const onboardingSpecModel = onboardingModelSetup.createMachine({
  id: 'onboardingSpec',
  context: ({ input }) => ({
    ...input, requests: [], step: 0, birthday: false, gender: false, continueRefused: false, savedAnswers: [], lostAnswers: [],
    profileFailed: false, outcome: null, refusedCloses: 0, flag: input.flagSet, thankYou: false, pointsAwarded: 0, redeemFailed: false,
    claimed: false, errorStored: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        // R-ONB-3: nothing happens at all.
        { guard: 'flagAlreadySet', target: 'notShown' },
        { target: 'loading', actions: request((context) => ({ kind: 'item', contentId: ITEM_IDS[context.item] })) },
      ],
    },
    notShown: { type: 'final' },
    loading: {
      on: {
        'item.answers': [
          { guard: ({ context }) => context.item === 'disabled', target: 'disabled' },
          { guard: ({ context }) => context.item === 'missing', target: 'failed' },
          { target: 'open' },
        ],
      },
    },
    // R-ONB-4: the flag is set and nothing is shown.
    disabled: { type: 'final', entry: assign({ flag: true }) },
    // R-ONB-4, R-ONB-12: the error is stored, nothing is shown, the flag stays unset.
    failed: { type: 'final', entry: storeError },
    // Closes are tried where a visitor has time to: on the demographics step and on a question.
    open: {
      initial: 'demographics',
      states: {
        demographics: {
          on: {
            // Model bounds: the birthday is picked first, and Continue is tried once with only the birthday set.
            'visitor.picksBirthday': { guard: ({ context }) => !context.birthday, actions: assign({ birthday: true }) },
            'visitor.picksGender': { guard: ({ context }) => context.birthday && !context.gender, actions: assign({ gender: true }) },
            'visitor.pressesContinue': [
              {
                guard: 'demographicsComplete',
                target: 'savingProfile',
                actions: request(() => ({ kind: 'profile', birthday: MODEL_BIRTHDAY, gender: MODEL_GENDER })),
              },
              // R-ONB-7: Continue requires both; pressing it with one of them changes nothing.
              { guard: ({ context }) => context.birthday && !context.continueRefused, actions: assign({ continueRefused: true }) },
            ],
            // A model bound: the demographics step is left by Continue or a close, so refused closes stay at one.
            'visitor.closesDialog': [
              { guard: 'mayRefuseClose', actions: refuseClose },
              { guard: ({ context }) => context.item !== 'preventClose', target: '#onboardingSpec.closing', actions: decline },
            ],
          },
        },
        savingProfile: {
          on: {
            'profile.saves': { target: 'question', actions: toQuestionOne },
            'profile.fails': { guard: 'memberProfile', target: 'question', actions: [toQuestionOne, assign({ profileFailed: true }), storeError] },
          },
        },
        question: {
          on: {
            'visitor.answers': { target: 'advancing', actions: answered(true) },
            'visitor.answersButThePostFails': { guard: ({ context }) => context.lostAnswers.length === 0, target: 'advancing', actions: answered(false) },
            // Model bounds: No thanks on question 2 (one answer saved, so a member's claim is not empty), a close on
            // question 1 (nothing saved yet).
            'visitor.saysNoThanks': { guard: ({ context }) => context.step === 2, target: '#onboardingSpec.closing', actions: decline },
            'visitor.closesDialog': [
              { guard: ({ context }) => context.step === 1 && context.item === 'preventClose' && context.refusedCloses < 2, actions: refuseClose },
              { guard: ({ context }) => context.step === 1 && context.item !== 'preventClose', target: '#onboardingSpec.closing', actions: decline },
            ],
          },
        },
        // The chosen answer shows for 100 ms, then the next question (its selection cleared), or the end.
        advancing: {
          on: {
            'clock.answerDelayPasses': [
              { guard: 'onLastQuestion', target: '#onboardingSpec.closing', actions: assign({ outcome: 'completed' }) },
              { target: 'question', actions: assign({ step: ({ context }) => context.step + 1 }) },
            ],
          },
        },
      },
    },
    // R-ONB-11: claim what was saved, redeem if completed, thank if completed, then set the flag.
    closing: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'claims', target: 'claiming', actions: request((context) => ({ kind: 'claim', steps: context.savedAnswers })) },
            { target: 'redeemDecision' },
          ],
        },
        claiming: {
          on: {
            'service.claims': { target: 'redeemDecision', actions: assign({ claimed: true }) },
            'service.claimFails': { target: 'redeemDecision', actions: storeError },
          },
        },
        redeemDecision: {
          always: [
            { guard: 'redeems', target: 'redeeming', actions: request((context) => ({ kind: 'redeem', contentId: ITEM_IDS[context.item] })) },
            { target: '#onboardingSpec.closed' },
          ],
        },
        redeeming: {
          on: {
            'service.redeems': { guard: ({ context }) => context.claimed, target: '#onboardingSpec.closed', actions: assign({ pointsAwarded: ONBOARDING_POINTS }) },
            // R-PTS-4: logged as 'Error redeeming onboarding points:', otherwise silent.
            'service.redeemFails': { target: '#onboardingSpec.closed', actions: [assign({ redeemFailed: true }), storeError] },
          },
        },
      },
    },
    closed: {
      type: 'final',
      entry: assign(({ context }) => ({ thankYou: context.outcome === 'completed', flag: true })),
    },
  },
})

/** Which dialog the visitor sees in a model state: none, the demographics step, or question k. */
export function dialogIn(state: { matches: (value: never) => boolean; context: Ctx }): 'none' | 'demographics' | { question: number } {
  const matches = (target: unknown) => state.matches(target as never)
  if (matches({ open: 'demographics' }) || matches({ open: 'savingProfile' })) return 'demographics'
  if (matches({ open: 'question' }) || matches({ open: 'advancing' })) return { question: state.context.step }
  return 'none'
}

/**
 * Model states differ by what the next steps depend on: on the demographics step what was chosen and refused; on
 * the questions the step and whether something failed; at the end how it ended. Paths still carry exact states
 * (they are replayed through the model), so merging here only keeps the number of paths small.
 */
export function serializeOnboardingState(state: { value: unknown; context: Ctx; matches: (value: never) => boolean }): string {
  const { value, context } = state
  const matches = (target: unknown) => state.matches(target as never)
  if (matches({ open: 'demographics' })) return JSON.stringify([value, context.birthday, context.gender, context.continueRefused, context.refusedCloses])
  if (matches('open')) return JSON.stringify([value, context.step, context.lostAnswers.length > 0, context.profileFailed, context.refusedCloses > 0])
  return JSON.stringify([
    value, context.outcome, context.step, context.savedAnswers.length, context.lostAnswers.length > 0, context.profileFailed, context.pointsAwarded,
    context.redeemFailed, context.errorStored,
  ])
}

type JourneyEvent = OnboardingModelEvent['type']
const toQuestions: JourneyEvent[] = ['item.answers', 'visitor.picksBirthday', 'visitor.picksGender', 'visitor.pressesContinue', 'profile.saves']
const answerAll: JourneyEvent[] = ['visitor.answers', 'clock.answerDelayPasses', 'visitor.answers', 'clock.answerDelayPasses', 'visitor.answers', 'clock.answerDelayPasses']
const anonymous: OnboardingModelInput = { item: 'enabled', member: false, flagSet: false }
const member: OnboardingModelInput = { item: 'enabled', member: true, flagSet: false }

/** The journeys the product names, as event sequences of this model (each is replayed through it, so each must be a path the model allows). */
export const ONBOARDING_JOURNEYS: ReadonlyArray<{ name: string; input: OnboardingModelInput; events: JourneyEvent[] }> = [
  { name: 'completed anonymously', input: anonymous, events: [...toQuestions, ...answerAll] },
  { name: 'completed by a member, answers claimed and points awarded', input: member, events: [...toQuestions, ...answerAll, 'service.claims', 'service.redeems'] },
  { name: 'declined with No thanks after one answer', input: member, events: [...toQuestions, 'visitor.answers', 'clock.answerDelayPasses', 'visitor.saysNoThanks', 'service.claims'] },
  { name: 'closed with Escape', input: anonymous, events: ['item.answers', 'visitor.closesDialog'] },
  { name: 'disabled item', input: { ...anonymous, item: 'disabled' }, events: ['item.answers'] },
  { name: 'flag already set', input: { ...anonymous, flagSet: true }, events: [] },
  { name: 'content item missing', input: { ...anonymous, item: 'missing' }, events: ['item.answers'] },
  {
    name: 'a response post failing',
    input: member,
    events: [...toQuestions, 'visitor.answersButThePostFails', 'clock.answerDelayPasses', 'visitor.answers', 'clock.answerDelayPasses',
      'visitor.answers', 'clock.answerDelayPasses', 'service.claims', 'service.redeems'],
  },
  {
    name: "prevent-close: closes are refused, No thanks declines",
    input: { ...anonymous, item: 'preventClose' },
    events: ['item.answers', 'visitor.closesDialog', 'visitor.picksBirthday', 'visitor.picksGender', 'visitor.pressesContinue', 'profile.saves',
      'visitor.closesDialog', 'visitor.answers', 'clock.answerDelayPasses', 'visitor.saysNoThanks'],
  },
  { name: 'redeem failing is logged and silent', input: member, events: [...toQuestions, ...answerAll, 'service.claims', 'service.redeemFails'] },
]
