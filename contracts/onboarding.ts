/** One answer as the onboarding service stores it (spec §3, Onboarding response record). */
export interface ResponseRecord {
  pageId: string
  questionId: string
  questionText: string
  responseId: string
  responseText: string
  stepNumber: number
  totalSteps: number
}
