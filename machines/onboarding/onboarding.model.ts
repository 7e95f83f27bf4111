import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate'
import { ANSWER_ADVANCE_MS, postChildId, type OnboardingEffectEvent, type OnboardingEvent, type OnboardingItem } from './onboarding.types.ts'
import type { onboardingMachine } from './onboarding.machine.ts'

/**
 * The test model's vocabulary: the item the fake service returns, the events it may send, and how a snapshot
 * is abstracted so the graph stays small. Shared by the Vitest model tests and the Playwright model e2e.
 */
export type OnboardingModelEvent = OnboardingEvent | OnboardingEffectEvent
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>

export const ENABLED_ITEM_ID = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000001'
export const DISABLED_ITEM_ID = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000002'
/** Seeded like the enabled item, with the editor's `preventClose` switched on. */
export const PREVENT_CLOSE_ITEM_ID = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000003'
/** Not seeded: the content service answers 404. */
export const MISSING_ITEM_ID = 'a0d1c3e2-4b5f-4c6d-8e7f-0000000000ff'

const question = (n: number, answers: number) => ({
  id: `q${n}`,
  text: `Question ${n}`,
  responses: Array.from({ length: answers }, (_, i) => ({ id: `q${n}r${i + 1}`, text: `Answer ${n}.${i + 1}` })),
})

/** Three questions like the seeded item, so a browser run walks the same number of steps. */
export const MODEL_ITEM: OnboardingItem = { enableOnboarding: true, questions: [question(1, 4), question(2, 3), question(3, 4)] }
export const DISABLED_ITEM: OnboardingItem = { enableOnboarding: false, questions: [] }
export const PREVENT_CLOSE_ITEM: OnboardingItem = { ...MODEL_ITEM, preventClose: true }
export const MODEL_BIRTHDAY = '1990-04-12'
export const MODEL_POINTS = 100

export const done = <TOutput, TId extends string>(actorId: TId, output: TOutput): DoneActorEvent<TOutput, TId> =>
  ({ type: `xstate.done.actor.${actorId}`, output, actorId })
export const failed = <TId extends string>(actorId: TId, message: string): ErrorActorEvent<unknown, TId> =>
  ({ type: `xstate.error.actor.${actorId}`, error: { message }, actorId })

export const NOT_FOUND = 'Request failed with status 404'
export const POST_FAILED = 'Request failed with status 500'
export const SERVICE_DOWN = 'Request failed with status 503'

/** The id the fake service gives the answer posted on a step. */
export const savedIdFor = (step: number) => `saved-${step}`

export const ev = {
  birthday: { type: 'demographics.birthdayChanged', date: MODEL_BIRTHDAY },
  gender: { type: 'demographics.genderChanged', gender: 'Female' },
  continue: { type: 'demographics.continue' },
  advance: { type: 'answer.advance' },
  noThanks: { type: 'dialog.noThanks' },
  close: { type: 'dialog.close' },
  itemLoaded: done('fetchItem', MODEL_ITEM),
  itemDisabled: done('fetchItem', DISABLED_ITEM),
  itemPreventsClose: done('fetchItem', PREVENT_CLOSE_ITEM),
  itemMissing: failed('fetchItem', NOT_FOUND),
  demographicsSaved: done('submitDemographics', { ok: true }),
  demographicsFailed: failed('submitDemographics', SERVICE_DOWN),
  claimed: done('claim', { ok: true }),
  claimFailed: failed('claim', SERVICE_DOWN),
  redeemed: done('redeem', { transactions: [{ points: MODEL_POINTS }] }),
  redeemFailed: failed('redeem', SERVICE_DOWN),
} as const satisfies Record<string, OnboardingModelEvent>

/** Picks the first answer of a step's question. */
export const answer = (step: number): OnboardingModelEvent =>
  ({ type: 'answer.selected', responseId: MODEL_ITEM.questions[step - 1]?.responses[0]?.id ?? '' })
export const postSaved = (step: number): OnboardingModelEvent => done(postChildId(step), { id: savedIdFor(step) })
export const postFailed = (step: number): OnboardingModelEvent => failed(postChildId(step), POST_FAILED)

/**
 * What the model may do in each state. Deliberately narrower than everything possible: answer posts settle
 * while closing (oldest first), except one post that fails mid-questionnaire; sign-in changes only on step 0.
 * A refused close changes nothing, so with prevent-close on `dialog.close` is a self-loop in the graph.
 */
export function modelEvents(snapshot: OnboardingSnapshot): OnboardingModelEvent[] {
  const { context } = snapshot
  const oldestPending = context.pendingPosts[0]
  const settleOldest = oldestPending ? [postSaved(Number(oldestPending.slice('post.'.length)))] : []
  // The prevent-close item is its own content id (as seeded), so the service answers it and nothing else.
  if (snapshot.matches('loading')) {
    return context.contentId === PREVENT_CLOSE_ITEM_ID ? [ev.itemPreventsClose] : [ev.itemLoaded, ev.itemDisabled, ev.itemMissing]
  }
  if (snapshot.matches({ open: { step0: 'editing' } })) {
    return [
      ...(context.birthday ? [] : [ev.birthday]),
      ...(context.gender ? [] : [ev.gender]),
      ev.continue, ev.close, { type: 'identity.changed', isLoggedIn: !context.isLoggedIn },
    ]
  }
  if (snapshot.matches({ open: { step0: 'submitting' } })) return [ev.demographicsSaved, ev.demographicsFailed, ev.close]
  if (snapshot.matches({ open: { question: 'choosing' } })) {
    const failFirst = context.step === 2 && context.pendingPosts.includes(postChildId(1)) ? [postFailed(1)] : []
    return [answer(context.step), ev.noThanks, ev.close, ...failFirst]
  }
  if (snapshot.matches({ open: { question: 'advancing' } })) return [ev.advance, ev.noThanks]
  if (snapshot.matches({ closing: 'awaitingPosts' })) return settleOldest
  if (snapshot.matches({ closing: 'claiming' })) return [ev.claimed, ev.claimFailed]
  if (snapshot.matches({ closing: 'redeeming' })) return [ev.redeemed, ev.redeemFailed]
  return []
}

/**
 * The whole context except the question list (fixed per run). Anything lossier merges states whose contexts
 * differ, and the model's remembered snapshot would then not be the one its path produces.
 */
export function serializeModelState(snapshot: OnboardingSnapshot, event?: OnboardingModelEvent, previous?: OnboardingSnapshot): string {
  const abstract = JSON.stringify([snapshot.value, { ...snapshot.context, questions: snapshot.context.questions.length }])
  // A distinct vertex per way in, so 'declined by No thanks' and 'closed with Escape' are different paths.
  const changed = previous && JSON.stringify(previous.value) !== JSON.stringify(snapshot.value)
  return changed && event ? `${abstract} via ${event.type}` : abstract
}

export { ANSWER_ADVANCE_MS }
