import type { DoneActorEvent, ErrorActorEvent } from 'xstate'

/** Shapes the onboarding machine speaks in. The app maps Umbraco's Block List into `OnboardingItem`. */

export type Gender = 'Male' | 'Female' | 'Not Specified'
export const GENDERS: readonly Gender[] = ['Male', 'Female', 'Not Specified']

/** R-ONB-8: the next question appears 100 ms after an answer, so the reader sees the choice land. */
export const ANSWER_ADVANCE_MS = 100

/** R-ONB-12: an error without a message is stored as this. */
export const UNKNOWN_ERROR = 'Unknown error'

export interface OnboardingResponseOption {
  id: string
  text: string
}

export interface OnboardingQuestion {
  id: string
  text: string
  responses: OnboardingResponseOption[]
}

export interface OnboardingItem {
  enableOnboarding: boolean
  questions: OnboardingQuestion[]
  /** The editor's prevent-close setting (R-ONB-10): the dialog may only be left through its own buttons. */
  preventClose?: boolean
}

export interface OnboardingInput {
  contentId: string
  /** The persisted `rad-onboarding-complete` flag. */
  completedFlag: boolean
  isLoggedIn: boolean
  /**
   * The dialog's prevent-close setting (R-ONB-10): closes other than 'No thanks' are refused. The item's own
   * `preventClose` turns it on as well; either one is enough.
   */
  preventClose?: boolean
}

export interface Demographics {
  /** yyyy-mm-dd */
  birthday: string
  gender: Gender
}

/** One answer as the onboarding service stores it (R-ONB-14). */
export interface ResponseRecord {
  pageId: string
  questionId: string
  questionText: string
  responseId: string
  responseText: string
  stepNumber: number
  totalSteps: number
}

export interface SavedResponse {
  id: string
}

export interface RedeemResult {
  transactions: Array<{ points: number }>
}

export type OnboardingOutcome = 'completed' | 'declined'

export interface OnboardingContext {
  contentId: string
  /** The flag as it was at start; the machine never reads storage again. */
  completedFlag: boolean
  isLoggedIn: boolean
  /** Effective prevent-close: the input's OR the fetched item's (stored when the item arrives). */
  preventClose: boolean
  questions: OnboardingQuestion[]
  birthday: string | null
  gender: Gender | null
  /** 0 = demographics, 1..N = question N. */
  step: number
  selectedResponseId: string | null
  /** Child ids (`post.<step>`) of answer posts still in flight; closing waits for them. */
  pendingPosts: string[]
  /** Ids the service gave the saved answers; claimed to the account on close. */
  responseIds: string[]
  outcome: OnboardingOutcome | null
  /** Message of the last error; never shown in the dialog (R-ONB-12). */
  error: string | null
}

export type OnboardingEvent =
  | { type: 'demographics.birthdayChanged'; date: string }
  | { type: 'demographics.genderChanged'; gender: Gender }
  | { type: 'demographics.continue' }
  | { type: 'answer.selected'; responseId: string }
  /** The 'No thanks' button (steps 1..N). */
  | { type: 'dialog.noThanks' }
  /** Any other close: Escape, overlay, close button. */
  | { type: 'dialog.close' }
  | { type: 'identity.changed'; isLoggedIn: boolean }
  /** Raised by the machine itself `answerAdvance` after an answer. */
  | { type: 'answer.advance' }

export type PostChildId = `post.${number}`

/**
 * Results of the spawned effects, as XState delivers them (`xstate.done.actor.<child id>`). They are part of
 * the event union so handlers are typed and the test model can name them.
 */
export type OnboardingEffectEvent =
  | DoneActorEvent<OnboardingItem, 'fetchItem'>
  | ErrorActorEvent<unknown, 'fetchItem'>
  | DoneActorEvent<unknown, 'submitDemographics'>
  | ErrorActorEvent<unknown, 'submitDemographics'>
  | DoneActorEvent<SavedResponse, PostChildId>
  | ErrorActorEvent<unknown, PostChildId>
  | DoneActorEvent<unknown, 'claim'>
  | ErrorActorEvent<unknown, 'claim'>
  | DoneActorEvent<RedeemResult, 'redeem'>
  | ErrorActorEvent<unknown, 'redeem'>

export type OnboardingEmitted = { type: 'close-prevented' }

export interface OnboardingOutput {
  outcome: OnboardingOutcome | null
  error: string | null
}

/** Child id of the post for a step; steps only move forward, so it is unique per run. */
export const postChildId = (step: number): PostChildId => `post.${step}`

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message
  }
  return UNKNOWN_ERROR
}

/** A real calendar date written yyyy-mm-dd; 'today or earlier' is the date picker's job (it knows the clock). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
