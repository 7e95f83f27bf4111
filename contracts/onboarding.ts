import * as v from 'valibot'
import { exactObject, listOf, typedText, uuid, wholeNumber } from './rules.ts'

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

export const MAX_ONBOARDING_ID = 100
export const MAX_ONBOARDING_TEXT = 1000
export const MAX_ONBOARDING_STEPS = 100
export const MAX_CLAIM_IDS = 50

const questionId = typedText('questionId', MAX_ONBOARDING_ID)

/** The address of POST …/questions/{questionId}/responses. */
export const QuestionParamsSchema = v.object({ questionId })

/** The body of POST /global/api/v2/onboarding/bible/questions/{questionId}/responses. */
export const ResponseRecordSchema = v.pipe(
  exactObject({
    pageId: typedText('pageId', MAX_ONBOARDING_ID),
    questionId,
    questionText: typedText('questionText', MAX_ONBOARDING_TEXT),
    responseId: typedText('responseId', MAX_ONBOARDING_ID),
    responseText: typedText('responseText', MAX_ONBOARDING_TEXT),
    stepNumber: wholeNumber('stepNumber', 1, MAX_ONBOARDING_STEPS),
    totalSteps: wholeNumber('totalSteps', 1, MAX_ONBOARDING_STEPS),
  }),
  v.forward(
    v.partialCheck([['stepNumber'], ['totalSteps']], (record) => record.totalSteps >= record.stepNumber, 'totalSteps cannot be less than stepNumber.'),
    ['totalSteps'],
  ),
) satisfies v.GenericSchema<unknown, ResponseRecord>

/** The body of PUT /global/api/v2/onboarding/bible/responses/claim: the ids of answers given before signing in. */
export const ClaimIdsSchema = listOf(uuid('Every response id'), 'The body', 0, MAX_CLAIM_IDS)

/** The address of POST /bible-api/api/v2/prayer-points/onboarding/{contentId}: the onboarding item answered. */
export const RedeemParamsSchema = v.object({ contentId: uuid('contentId') })
