import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldIssues } from './field-issues.ts'

const Schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(5)),
  nested: v.optional(v.object({ colour: v.picklist(['red', 'blue']) })),
})

describe('fieldIssues', () => {
  it('names each failing field by its path with the kind of its first broken rule', () => {
    expect([...fieldIssues(Schema, { name: '   ', nested: { colour: 'green' } })]).toEqual([['name', 'non_empty'], ['nested.colour', 'picklist']])
    expect([...fieldIssues(Schema, { name: 'toolong' })]).toEqual([['name', 'max_length']])
  })

  it('is empty for input the schema accepts', () => {
    expect(fieldIssues(Schema, { name: ' ok ' }).size).toBe(0)
  })

  it('names an issue of the whole input by the empty path', () => {
    expect([...fieldIssues(Schema, 'not an object')]).toEqual([['', 'object']])
  })
})
