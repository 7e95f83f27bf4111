import type { Context } from 'hono'
import type { BaseIssue } from 'valibot'
import type { FieldErrors, ValidationProblem } from '../../contracts/problem.ts'

/** The 400 of decision 0007: problem details whose `errors` map each field path to its messages. */
export function validationProblem(c: Context, errors: FieldErrors): Response {
  const fields = Object.keys(errors).map((field) => field || 'the request').join(', ')
  const body: ValidationProblem = { type: 'Error', title: 'Invalid search', status: 400, detail: `Check ${fields}.`, errors }
  return c.json(body, 400, { 'Content-Type': 'application/problem+json; charset=utf-8' })
}

/** Valibot issues as field errors: the dot-joined path of each issue ('' for the whole input). */
export function fieldErrors(issues: readonly BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = (issue.path ?? []).map((item) => String(item.key)).join('.')
    ;(errors[field] ??= []).push(issue.message)
  }
  return errors
}
