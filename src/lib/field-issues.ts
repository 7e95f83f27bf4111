import * as v from 'valibot'

/** What kind of rule a value broke (valibot's issue type: `non_empty`, `max_length`, `picklist`, `check`, …). */
export type IssueKind = v.BaseIssue<unknown>['type']

/**
 * The first issue of each field when `input` fails `schema` (a contracts/ schema, the rules the service checks), by
 * the field's dot path; empty when it passes. A form maps each kind to its own words in the reader's language: the
 * schema's messages are English and meant for developers.
 */
export function fieldIssues(schema: v.GenericSchema, input: unknown): ReadonlyMap<string, IssueKind> {
  const result = v.safeParse(schema, input)
  const issues = new Map<string, IssueKind>()
  if (result.success) return issues
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? ''
    if (!issues.has(field)) issues.set(field, issue.type)
  }
  return issues
}
