import { HttpProblem } from '../http/problem.ts'

/**
 * A parsed `expand` or `fields` value in the v2 bracket syntax:
 * `properties[$all]`, `properties[a,b]`, `properties[a[properties[b]]]`.
 * `nested` maps a property alias to the spec for that property's own (picked or block) items.
 */
export interface PropertySpec {
  all: boolean
  nested: Map<string, PropertySpec | null>
}

const ALIAS = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * Each nesting level expands the pickers of the level above, so work grows with depth: three levels is more than
 * any page needs (a daily send's scripture's verses), and the text stays short.
 */
export const PROPERTY_SPEC_LIMITS = { maxDepth: 3, maxLength: 1000 } as const

class Parser {
  private index = 0
  constructor(private readonly input: string) {}

  spec(depth = 1): PropertySpec {
    if (depth > PROPERTY_SPEC_LIMITS.maxDepth) this.fail(`nesting deeper than ${PROPERTY_SPEC_LIMITS.maxDepth} levels at position ${this.index}`)
    this.expect('properties[')
    const spec: PropertySpec = { all: false, nested: new Map() }
    if (this.input.startsWith('$all]', this.index)) {
      this.index += 5
      spec.all = true
      return spec
    }
    for (;;) {
      const alias = /^[^,[\]]*/.exec(this.input.slice(this.index))?.[0] ?? ''
      if (!ALIAS.test(alias)) this.fail(`expected a property alias at position ${this.index}`)
      this.index += alias.length
      let nested: PropertySpec | null = null
      if (this.input[this.index] === '[') {
        this.index++
        nested = this.spec(depth + 1)
        this.expect(']')
      }
      spec.nested.set(alias, nested)
      const next = this.input[this.index++]
      if (next === ']') return spec
      if (next !== ',') this.fail(`expected "," or "]" at position ${this.index - 1}`)
    }
  }

  end(): void {
    if (this.index !== this.input.length) this.fail(`unexpected "${this.input.slice(this.index)}"`)
  }

  private expect(token: string): void {
    if (!this.input.startsWith(token, this.index)) this.fail(`expected "${token}" at position ${this.index}`)
    this.index += token.length
  }

  private fail(reason: string): never {
    throw new Error(reason)
  }
}

/** Parses an `expand`/`fields` query value; absent or empty gives null (the default). */
export function parsePropertySpec(parameter: 'expand' | 'fields', value: string | undefined): PropertySpec | null {
  const input = value?.trim() ?? ''
  if (input === '') return null
  if (input.length > PROPERTY_SPEC_LIMITS.maxLength) {
    throw new HttpProblem(400, `Invalid ${parameter} parameter`, `${parameter} may be at most ${PROPERTY_SPEC_LIMITS.maxLength} characters.`)
  }
  try {
    const parser = new Parser(input)
    const spec = parser.spec()
    parser.end()
    return spec
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new HttpProblem(400, `Invalid ${parameter} parameter`,
      `Could not parse ${parameter}="${input}": ${reason}. Use the v2 syntax, e.g. properties[$all], properties[a,b] or properties[a[properties[b]]].`)
  }
}

/** Whether a property is written at all under a `fields` spec (null = every property). */
export function includesProperty(fields: PropertySpec | null, alias: string): boolean {
  return fields === null || fields.all || fields.nested.has(alias)
}

/** Whether a property is expanded under an `expand` spec (null = none). */
export function expandsProperty(expand: PropertySpec | null, alias: string): boolean {
  return expand !== null && (expand.all || expand.nested.has(alias))
}

export function nestedSpec(spec: PropertySpec | null, alias: string): PropertySpec | null {
  return spec?.nested.get(alias) ?? null
}

/** One spelling per meaning (aliases sorted), so equal specs make equal cache keys. */
export function canonicalSpec(spec: PropertySpec | null): string | null {
  if (spec === null) return null
  if (spec.all) return '$all'
  const aliases = [...spec.nested.keys()].sort()
  return aliases.map((alias) => {
    const nested = canonicalSpec(spec.nested.get(alias) ?? null)
    return nested === null ? alias : `${alias}[${nested}]`
  }).join(',')
}
