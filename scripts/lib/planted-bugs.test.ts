import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUGS, occurrences } from './planted-bugs.ts'

// scripts/plant-bugs.ts is slow and not part of `npm test`; this keeps its edits in step with the machines' code.
describe('every planted bug still applies to the code it changes', () => {
  it.each(BUGS.map((bug) => [bug.name, bug] as const))('%s', (_, bug) => {
    expect(occurrences(readFileSync(bug.file, 'utf8'), bug.find)).toBe(1)
    expect(bug.replace).not.toBe(bug.find)
  })
})
