import { describe, expect, it } from 'vitest'
import { findCitations } from './check-citations.ts'

// The citations are spelled out of pieces, so this file never cites anything itself.
const S = '\u00a7'
const seedSpec = ['product', 'spec.md'].join('-')
const contractsFile = ['contracts', 'md'].join('.')

describe('findCitations', () => {
  it('finds a section of the seed specification or the contracts file, whatever the case', () => {
    expect(findCitations(`/** The session (spec ${S}4 Session). */`).map(({ line }) => line)).toEqual([1])
    expect(findCitations(`ok\n// Spec ${S}9: 100 ms`)).toMatchObject([{ line: 2, text: `// Spec ${S}9: 100 ms` }])
    expect(findCitations(`the settings of \`${contractsFile}\` ${S}3`)).toHaveLength(1)
    expect(findCitations(`demo members (contracts ${S}5)`)).toHaveLength(1)
  })

  it('finds the outside documents named by file or folder', () => {
    expect(findCitations(`written from \`${seedSpec}\``)).toHaveLength(1)
    expect(findCitations(`see ../${'shared'}/design/notes.md`)).toHaveLength(1)
    expect(findCitations(`/work/${'shared'}/spec/ is not ours`)).toHaveLength(1)
  })

  it('finds a bare section number continuing a citation on the next line', () => {
    expect(findCitations(` * ${S}4 Identity ("Anonymous ...")`)).toHaveLength(1)
    expect(findCitations(`    // ${S}4.6, ${S}8: the error is stored`)).toHaveLength(1)
  })

  it('leaves the product document\'s ids and the public standards alone', () => {
    expect(findCitations('/** R-SESS-2: the lifetime counts from creation (docs/product.md). */')).toEqual([])
    expect(findCitations(`NIST SP 800-63B ${S}3.1.1.2: at least 8 characters`)).toEqual([])
    expect(findCitations(` * OIDC Core ${S}11 drops offline_access`)).toEqual([])
    expect(findCitations('the spec model of tests/models/session.spec-model.ts')).toEqual([])
  })
})
