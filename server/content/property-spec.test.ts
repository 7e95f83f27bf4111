import { describe, expect, it } from 'vitest'
import { canonicalSpec, parsePropertySpec, PROPERTY_SPEC_LIMITS } from './property-spec.ts'

const SYNTAX = 'Use the v2 syntax, e.g. properties[$all], properties[a,b] or properties[a[properties[b]]].'

/** The 400 a caller gets for a value, as `title | detail`. */
function rejection(parameter: 'expand' | 'fields', value: string): string {
  try {
    parsePropertySpec(parameter, value)
  } catch (error) {
    const problem = error as { status: number, title: string, detail: string }
    return `${problem.status} ${problem.title} | ${problem.detail}`
  }
  throw new Error(`${value} was accepted`)
}

const parseError = (parameter: 'expand' | 'fields', value: string, reason: string) =>
  `400 Invalid ${parameter} parameter | Could not parse ${parameter}="${value}": ${reason}. ${SYNTAX}`

describe('the fields/expand parser', () => {
  it('reads aliases, $all and nesting up to three levels', () => {
    expect(canonicalSpec(parsePropertySpec('fields', ' properties[b,a] '))).toBe('a,b')
    expect(canonicalSpec(parsePropertySpec('expand', 'properties[$all]'))).toBe('$all')
    expect(canonicalSpec(parsePropertySpec('expand', 'properties[a[properties[b[properties[c]]]]]'))).toBe('a[b[c]]')
    expect(parsePropertySpec('expand', '  ')).toBeNull()
  })

  it('refuses a fourth level of nesting, saying where', () => {
    const value = 'properties[a[properties[b[properties[c[properties[d]]]]]]]'
    expect(rejection('expand', value)).toBe(parseError('expand', value, 'nesting deeper than 3 levels at position 39'))
  })

  it('names the position of a missing or bad alias', () => {
    expect(rejection('fields', 'properties[a,]')).toBe(parseError('fields', 'properties[a,]', 'expected a property alias at position 13'))
    expect(rejection('fields', 'properties[1a]')).toBe(parseError('fields', 'properties[1a]', 'expected a property alias at position 11'))
    expect(rejection('fields', 'properties[x.y]')).toBe(parseError('fields', 'properties[x.y]', 'expected a property alias at position 11'))
  })

  it('names the position of a missing separator or closing bracket', () => {
    expect(rejection('fields', 'properties[a[properties[b]]x]'))
      .toBe(parseError('fields', 'properties[a[properties[b]]x]', 'expected "," or "]" at position 27'))
    expect(rejection('fields', 'properties[a')).toBe(parseError('fields', 'properties[a', 'expected "," or "]" at position 12'))
    expect(rejection('fields', 'props[a]')).toBe(parseError('fields', 'props[a]', 'expected "properties[" at position 0'))
  })

  it('names trailing text after a complete spec', () => {
    expect(rejection('expand', 'properties[a]]x')).toBe(parseError('expand', 'properties[a]]x', 'unexpected "]x"'))
  })

  it('refuses a value longer than the limit before parsing it', () => {
    const value = `properties[${'a'.repeat(PROPERTY_SPEC_LIMITS.maxLength)}]`
    expect(rejection('fields', value)).toBe('400 Invalid fields parameter | fields may be at most 1000 characters.')
  })
})
