import type { ResponseRecord } from '../../contracts/onboarding.ts'

/** Request bodies of the onboarding service, checked field by field; the first problem becomes the 400 message. */

export const MAX_BODY_BYTES = 16 * 1024
export const MAX_CLAIM_IDS = 50
const MAX_ID_LENGTH = 100
const MAX_TEXT_LENGTH = 1000
const MAX_STEPS = 100
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message })
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function text(body: Record<string, unknown>, field: string, max: number): Parsed<string> {
  const value = body[field]
  if (typeof value !== 'string' || value.trim() === '') return fail(`${field} is required.`)
  if (value.length > max) return fail(`${field} must be at most ${max} characters.`)
  return { ok: true, value }
}

function step(body: Record<string, unknown>, field: string, min: number, minLabel: string): Parsed<number> {
  const value = body[field]
  if (value === undefined || value === null) return fail(`${field} is required.`)
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > MAX_STEPS) {
    return fail(`${field} must be a whole number from ${minLabel} to ${MAX_STEPS}.`)
  }
  return { ok: true, value }
}

export function parseResponseRecord(body: unknown, pathQuestionId: string): Parsed<ResponseRecord> {
  if (!isRecord(body)) return fail('The body must be a JSON object.')
  const pageId = text(body, 'pageId', MAX_ID_LENGTH)
  if (!pageId.ok) return pageId
  const questionId = text(body, 'questionId', MAX_ID_LENGTH)
  if (!questionId.ok) return questionId
  if (questionId.value !== pathQuestionId) return fail('questionId must match the question in the address.')
  const questionText = text(body, 'questionText', MAX_TEXT_LENGTH)
  if (!questionText.ok) return questionText
  const responseId = text(body, 'responseId', MAX_ID_LENGTH)
  if (!responseId.ok) return responseId
  const responseText = text(body, 'responseText', MAX_TEXT_LENGTH)
  if (!responseText.ok) return responseText
  const stepNumber = step(body, 'stepNumber', 1, '1')
  if (!stepNumber.ok) return stepNumber
  const totalSteps = step(body, 'totalSteps', stepNumber.value, 'stepNumber')
  if (!totalSteps.ok) return totalSteps
  return {
    ok: true,
    value: {
      pageId: pageId.value, questionId: questionId.value, questionText: questionText.value, responseId: responseId.value,
      responseText: responseText.value, stepNumber: stepNumber.value, totalSteps: totalSteps.value,
    },
  }
}

/** The claim body: an array of response ids (UUIDs), at most 50; duplicates count once. */
export function parseClaimIds(body: unknown): Parsed<string[]> {
  if (!Array.isArray(body)) return fail('The body must be a JSON array of response ids.')
  if (body.length > MAX_CLAIM_IDS) return fail(`At most ${MAX_CLAIM_IDS} response ids can be claimed at once.`)
  const ids = new Set<string>()
  for (const id of body) {
    if (typeof id !== 'string' || !UUID.test(id)) return fail('Every response id must be a UUID.')
    ids.add(id.toLowerCase())
  }
  return { ok: true, value: [...ids] }
}

export const isUuid = (value: string): boolean => UUID.test(value)
