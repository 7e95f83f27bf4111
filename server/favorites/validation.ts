import { vValidator } from '@hono/valibot-validator'
import type { Context, ValidationTargets } from 'hono'
import { HTTPException } from 'hono/http-exception'
import * as v from 'valibot'
import type { FieldErrors, ValidationProblem } from '../../contracts/problem.ts'

/**
 * A failed schema as decision 0007's 400: problem details whose `errors` map each field path (dot-joined, `''`
 * for the body itself) to its messages, so the app can show each next to its field.
 */
export function validationProblem(issues: readonly v.BaseIssue<unknown>[]): ValidationProblem {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    ;(errors[path] ??= []).push(issue.message)
  }
  const detail = Object.entries(errors).map(([path, messages]) => `${path || 'body'}: ${messages.join('; ')}`).join(' ')
  return { type: 'Error', title: 'Bad Request', status: 400, detail, errors }
}

const problemJson = { 'Content-Type': 'application/problem+json; charset=utf-8' }

/** `vValidator` with the one 400 shape. */
export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(validationProblem(result.issues), 400, problemJson)
    return undefined
  })
}

/** Hono's own refusals (malformed JSON, too large a body) in the same problem-details shape. */
export function problemFor(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    const status = error.status
    return c.json({ type: 'Error', title: error.message || 'Bad Request', status, detail: error.message }, status, problemJson)
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error)
  return c.json({ type: 'Error', title: 'Internal Server Error', status: 500, detail: 'The server could not answer this request.' }, 500, problemJson)
}
