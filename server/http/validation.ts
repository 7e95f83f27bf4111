import { vValidator } from '@hono/valibot-validator'
import type { Context } from 'hono'
import * as v from 'valibot'
import type { FieldErrors } from '#contracts/problem.ts'
import { validationProblem } from './problem.ts'

type Target = 'json' | 'query' | 'param'

const TITLES: Record<Target, string> = {
  json: 'Invalid request body',
  query: 'Invalid query',
  param: 'Invalid address',
}

/** Valibot issues as field errors: the dot-joined path of each field ('' for the value itself) to its messages. */
export function fieldErrors(issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): FieldErrors {
  // A Map, not an object literal: field paths come from the request, and one named `__proto__` must stay a field.
  const errors = new Map<string, string[]>()
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? ''
    errors.set(field, [...(errors.get(field) ?? []), issue.message])
  }
  return Object.fromEntries(errors)
}

/** The one hook every schema check of every service goes through (decision 0007): a refusal is a 400 with field errors. */
export function validationHook(result: { success: boolean; issues?: unknown; target: Target }, c: Context): Response | undefined {
  if (result.success) return undefined
  const issues = result.issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]
  return validationProblem(c, TITLES[result.target], fieldErrors(issues))
}

/** Checks the JSON body (read by {@link ./json-body.ts readJson} first) against a contract schema. */
export const validJson = <S extends v.GenericSchema>(schema: S) => vValidator('json', schema, validationHook)

/** Checks the query string against a contract schema. */
export const validQuery = <S extends v.GenericSchema>(schema: S) => vValidator('query', schema, validationHook)

/** Checks the path parameters against a contract schema. */
export const validParams = <S extends v.GenericSchema>(schema: S) => vValidator('param', schema, validationHook)
