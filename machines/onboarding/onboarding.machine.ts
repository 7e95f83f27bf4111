import { assign, cancel, emit, enqueueActions, fromPromise, raise, setup, spawnChild, stopChild } from 'xstate'
import {
  ANSWER_ADVANCE_MS, errorMessage, isIsoDate, postChildId,
  type Demographics, type OnboardingContext, type OnboardingEffectEvent, type OnboardingEmitted, type OnboardingEvent, type OnboardingInput,
  type OnboardingItem, type OnboardingOutput, type RedeemResult, type ResponseRecord, type SavedResponse,
} from './onboarding.types.ts'

export * from './onboarding.types.ts'

/**
 * The first-visit questionnaire (R-ONB). The machine knows no HTTP, storage or toasts: every
 * effect is a named actor or action the composition root supplies with `.provide()`.
 *
 * Effects are spawned on entry and stopped on exit instead of `invoke`d: the same lifetime, but
 * `createTestModel` from `xstate/graph` refuses machines with `invoke` or `after`, and the model-based
 * tests are the point. For the same reason the 100 ms wait is a cancellable delayed `answer.advance`.
 */
const notProvided = (name: string) => (): Promise<never> => Promise.reject(new Error(`${name} was not provided`))

export const onboardingMachine = setup({
  types: {} as {
    context: OnboardingContext
    events: OnboardingEvent | OnboardingEffectEvent
    input: OnboardingInput
    emitted: OnboardingEmitted
    output: OnboardingOutput
    // Child ids -> effects, so each child's done/error events are typed.
    children: {
      fetchItem: 'fetchOnboardingItem'
      submitDemographics: 'submitDemographics'
      claim: 'claimResponses'
      redeem: 'redeemPoints'
      [post: `post.${number}`]: 'postResponse'
    }
  },
  actors: {
    fetchOnboardingItem: fromPromise<OnboardingItem, { contentId: string }>(notProvided('fetchOnboardingItem')),
    submitDemographics: fromPromise<unknown, Demographics>(notProvided('submitDemographics')),
    postResponse: fromPromise<SavedResponse, ResponseRecord>(notProvided('postResponse')),
    claimResponses: fromPromise<unknown, { ids: string[] }>(notProvided('claimResponses')),
    redeemPoints: fromPromise<RedeemResult, { contentId: string }>(notProvided('redeemPoints')),
  },
  actions: {
    // Every effect failure lands here; the dialog never shows it (R-ONB-12).
    storeError: assign({ error: ({ event }) => errorMessage('error' in event ? event.error : undefined) }),
    /** Persist `rad-onboarding-complete` = true. */
    setCompletedFlag: () => {},
    /** Blue toast, check icon, 'Thank you!' + 'Your answers have been saved and your experience is now personalized.' */
    notifyThankYou: () => {},
    /** The app logs 'Error redeeming onboarding points:' with the error; nothing is shown. */
    logRedeemError: (_, _params: { error: unknown }) => {},
    /** Add the redeemed points to the account (R-PTS-1). */
    recordPrayerPoints: (_, _params: { points: number }) => {},
  },
  guards: {
    alreadyCompleted: ({ context }) => context.completedFlag,
    closePrevented: ({ context }) => context.preventClose,
    demographicsComplete: ({ context }) => context.birthday !== null && context.gender !== null,
    hasQuestions: ({ context }) => context.questions.length > 0,
    onLastStep: ({ context }) => context.step >= context.questions.length,
    // A result counts once, from a post this run started.
    postPending: ({ context, event }) => 'actorId' in event && context.pendingPosts.some((id) => id === event.actorId),
    noPendingPosts: ({ context }) => context.pendingPosts.length === 0,
    shouldClaim: ({ context }) => context.isLoggedIn && context.responseIds.length > 0,
    shouldRedeem: ({ context }) => context.isLoggedIn && context.outcome === 'completed',
  },
  delays: { answerAdvance: ANSWER_ADVANCE_MS },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    contentId: input.contentId, completedFlag: input.completedFlag, isLoggedIn: input.isLoggedIn, preventClose: input.preventClose ?? false,
    questions: [], birthday: null, gender: null, step: 0, selectedResponseId: null,
    pendingPosts: [], responseIds: [], outcome: null, error: null,
  }),
  initial: 'checking',
  on: {
    // Claim and redeem read the identity at close time, not at start.
    'identity.changed': { actions: assign({ isLoggedIn: ({ event }) => event.isLoggedIn }) },
    // Answer posts outlive their step, so their results are handled wherever the machine is.
    'xstate.done.actor.post.*': {
      guard: 'postPending',
      actions: assign(({ context, event }) => ({
        pendingPosts: context.pendingPosts.filter((id) => id !== event.actorId),
        responseIds: [...context.responseIds, event.output.id],
      })),
    },
    // A lost answer is not worth interrupting the visitor for: store the message and carry on.
    'xstate.error.actor.post.*': {
      guard: 'postPending',
      actions: assign(({ context, event }) => ({
        pendingPosts: context.pendingPosts.filter((id) => id !== event.actorId),
        error: errorMessage(event.error),
      })),
    },
  },
  states: {
    checking: {
      always: [
        { guard: 'alreadyCompleted', target: 'skipped' },
        { target: 'loading' },
      ],
    },
    skipped: { type: 'final' },
    loading: {
      entry: spawnChild('fetchOnboardingItem', { id: 'fetchItem', input: ({ context }) => ({ contentId: context.contentId }) }),
      exit: stopChild('fetchItem'),
      on: {
        'xstate.done.actor.fetchItem': [
          {
            guard: ({ event }) => event.output.enableOnboarding,
            target: 'open',
            actions: assign({
              questions: ({ event }) => event.output.questions,
              // Either the app (input) or the content editor (item) can forbid closing; neither can undo the other.
              preventClose: ({ context, event }) => context.preventClose || event.output.preventClose === true,
            }),
          },
          { target: 'disabled' },
        ],
        'xstate.error.actor.fetchItem': { target: 'failed', actions: 'storeError' },
      },
    },
    disabled: { type: 'final', entry: 'setCompletedFlag' },
    // No flag: a missing or unreachable item is tried again on the next visit.
    failed: { type: 'final' },
    open: {
      initial: 'step0',
      on: {
        'dialog.close': [
          { guard: 'closePrevented', actions: emit({ type: 'close-prevented' } as const) },
          { target: 'closing', actions: assign({ outcome: 'declined' }) },
        ],
      },
      states: {
        step0: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'demographics.birthdayChanged': { guard: ({ event }) => isIsoDate(event.date), actions: assign({ birthday: ({ event }) => event.date }) },
                'demographics.genderChanged': { actions: assign({ gender: ({ event }) => event.gender }) },
                'demographics.continue': { guard: 'demographicsComplete', target: 'submitting' },
              },
            },
            submitting: {
              entry: spawnChild('submitDemographics', {
                id: 'submitDemographics',
                input: ({ context }) => ({ birthday: context.birthday ?? '', gender: context.gender ?? 'Not Specified' }),
              }),
              exit: stopChild('submitDemographics'),
              on: {
                'xstate.done.actor.submitDemographics': [
                  { guard: 'hasQuestions', target: '#onboarding.open.question', actions: assign({ step: 1, selectedResponseId: null }) },
                  { target: '#onboarding.closing', actions: assign({ outcome: 'completed' }) },
                ],
                // The profile is a nicety; the questions still personalise, so a failed save does not stop them.
                'xstate.error.actor.submitDemographics': [
                  { guard: 'hasQuestions', target: '#onboarding.open.question', actions: ['storeError', assign({ step: 1, selectedResponseId: null })] },
                  { target: '#onboarding.closing', actions: ['storeError', assign({ outcome: 'completed' })] },
                ],
              },
            },
          },
        },
        question: {
          initial: 'choosing',
          on: { 'dialog.noThanks': { target: '#onboarding.closing', actions: assign({ outcome: 'declined' }) } },
          states: {
            choosing: {
              on: {
                'answer.selected': {
                  guard: ({ context, event }) => currentQuestion(context)?.responses.some((r) => r.id === event.responseId) ?? false,
                  target: 'advancing',
                  actions: [
                    assign({ selectedResponseId: ({ event }) => event.responseId }),
                    spawnChild('postResponse', { id: ({ context }) => postChildId(context.step), input: ({ context }) => responseRecord(context) }),
                    assign({ pendingPosts: ({ context }) => [...context.pendingPosts, postChildId(context.step)] }),
                  ],
                },
              },
            },
            advancing: {
              entry: raise({ type: 'answer.advance' }, { id: 'answerAdvance', delay: 'answerAdvance' }),
              exit: cancel('answerAdvance'),
              on: {
                'answer.advance': [
                  { guard: 'onLastStep', target: '#onboarding.closing', actions: assign({ outcome: 'completed' }) },
                  { target: 'choosing', actions: assign({ step: ({ context }) => context.step + 1, selectedResponseId: null }) },
                ],
              },
            },
          },
        },
      },
    },
    closing: {
      initial: 'awaitingPosts',
      states: {
        awaitingPosts: { always: { guard: 'noPendingPosts', target: 'claimCheck' } },
        claimCheck: { always: [{ guard: 'shouldClaim', target: 'claiming' }, { target: 'redeemCheck' }] },
        claiming: {
          entry: spawnChild('claimResponses', { id: 'claim', input: ({ context }) => ({ ids: context.responseIds }) }),
          on: {
            'xstate.done.actor.claim': 'redeemCheck',
            'xstate.error.actor.claim': { target: 'redeemCheck', actions: 'storeError' },
          },
        },
        redeemCheck: { always: [{ guard: 'shouldRedeem', target: 'redeeming' }, { target: '#onboarding.closed' }] },
        redeeming: {
          entry: spawnChild('redeemPoints', { id: 'redeem', input: ({ context }) => ({ contentId: context.contentId }) }),
          on: {
            'xstate.done.actor.redeem': {
              target: '#onboarding.closed',
              actions: {
                type: 'recordPrayerPoints',
                params: ({ event }) => ({ points: event.output.transactions.reduce((sum, t) => sum + t.points, 0) }),
              },
            },
            'xstate.error.actor.redeem': {
              target: '#onboarding.closed',
              actions: ['storeError', { type: 'logRedeemError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },
    closed: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.outcome === 'completed') enqueue('notifyThankYou')
        enqueue('setCompletedFlag')
      }),
    },
  },
  output: ({ context }) => ({ outcome: context.outcome, error: context.error }),
})

function currentQuestion(context: OnboardingContext) {
  return context.questions[context.step - 1]
}

function responseRecord(context: OnboardingContext): ResponseRecord {
  const question = currentQuestion(context)
  const response = question?.responses.find((r) => r.id === context.selectedResponseId)
  return {
    pageId: context.contentId,
    questionId: question?.id ?? '',
    questionText: question?.text ?? '',
    responseId: response?.id ?? '',
    responseText: response?.text ?? '',
    stepNumber: context.step,
    totalSteps: context.questions.length,
  }
}
