import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv, type AnySchema, type ValidateFunction } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertFixtures } from '../testing/fixtures.ts'
import { BIBLE_ONLY, createTestApp, getJson, type TestApp } from '../testing/test-app.ts'

/** Umbraco's own contract documents, copied into the repository with their provenance (contracts/openapi/README.md). */
const CONTRACTS = fileURLToPath(new URL('../../contracts/openapi/', import.meta.url))

/** Umbraco's dates carry no offset, which strict date-time rejects; the contracts README says to relax it. */
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?$/

/** OpenAPI 3.0's `{nullable: true}` without a type means "any value"; Ajv refuses it, so it becomes `{}`. */
function withoutUntypedNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUntypedNullable)
  if (typeof node !== 'object' || node === null) return node
  const entries = Object.entries(node).filter(([key]) => !(key === 'nullable' && !('type' in node)))
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutUntypedNullable(value)]))
}

function validators(file: string, engine: Ajv | Ajv2020): (name: string) => ValidateFunction {
  const document = withoutUntypedNullable(JSON.parse(readFileSync(join(CONTRACTS, file), 'utf8'))) as Record<string, unknown>
  addFormats.default(engine)
  engine.addFormat('date-time', DATE_TIME)
  // The whole document is one schema, so its #/components/schemas/... references resolve; non-schema keys are ignored.
  engine.addSchema({ ...document, $id: file } as AnySchema)
  return (name) => {
    const validate = engine.getSchema(`${file}#/components/schemas/${name}`)
    if (!validate) throw new Error(`${file} has no schema ${name}`)
    return validate
  }
}

let t: TestApp
beforeAll(() => {
  t = createTestApp({ seeds: BIBLE_ONLY })
  insertFixtures(t.db)
})
afterAll(() => t.close())

const samples = async () => ({
  verse: (await getJson(t.app, 'content/item/bible/new-testament/john/3/16')).body,
  chapter: (await getJson(t.app, 'content/item/bible/old-testament/malachi/4?expand=properties[nextChapter]')).body,
  variant: (await getJson(t.app, 'content/item/about', { 'Accept-Language': 'es-ES' })).body,
  query: (await getJson(t.app, 'content?fetch=children:/bible/new-testament/john/3/&take=3')).body,
})

describe('responses against Umbraco\'s OpenAPI documents', () => {
  it('are the documents the provenance table names, unchanged', () => {
    const readme = readFileSync(join(CONTRACTS, 'README.md'), 'utf8')
    for (const file of ['umbraco-delivery-api.openapi-3.0.json', 'umbraco-delivery-api.openapi-3.1.json']) {
      const hash = createHash('sha256').update(readFileSync(join(CONTRACTS, file))).digest('hex')
      expect(readme).toMatch(new RegExp(`\\| \`${file.replace(/\./g, '\\.')}\` \\|[^\\n]*\`${hash}\` \\|`))
    }
  })

  it('validate against the OpenAPI 3.0 document (no extra fields allowed)', async () => {
    const schema = validators('umbraco-delivery-api.openapi-3.0.json', new Ajv({ strict: false, allErrors: true }))
    const { verse, chapter, variant, query } = await samples()
    for (const item of [verse, chapter, variant]) {
      const validate = schema('ApiContentResponseModel')
      expect(validate(item), JSON.stringify(validate.errors)).toBe(true)
    }
    const paged = schema('PagedIApiContentResponseModel')
    expect(paged(query), JSON.stringify(paged.errors)).toBe(true)
  })

  it('validate against the OpenAPI 3.1 document (ignoring the $type discriminator)', async () => {
    const schema = validators('umbraco-delivery-api.openapi-3.1.json', new Ajv2020({ strict: false, allErrors: true }))
    const { verse, chapter, variant, query } = await samples()
    for (const item of [verse, chapter, variant]) {
      const validate = schema('IApiContentResponseModelApiContentResponseModel')
      expect(validate(item), JSON.stringify(validate.errors)).toBe(true)
    }
    const paged = schema('PagedIApiContentResponseModel')
    expect(paged(query), JSON.stringify(paged.errors)).toBe(true)
  })

  it('error bodies are Umbraco\'s ProblemDetails, in Umbraco\'s words for an unknown option', async () => {
    const problem = validators('umbraco-delivery-api.openapi-3.0.json', new Ajv({ strict: false, allErrors: true }))('ProblemDetails')
    for (const option of ['filter', 'sort', 'fetch'] as const) {
      const value = option === 'fetch' ? 'siblings:/bible/' : 'colour:red'
      const { status, body } = await getJson(t.app, `content?${option}=${value}`)
      expect(status).toBe(400)
      expect(problem(body), JSON.stringify(problem.errors)).toBe(true)
      expect(body).toEqual({
        type: 'Error', status: 400,
        title: `${option[0]?.toUpperCase()}${option.slice(1)} option not found`, detail: `One of the attempted '${option}' options does not exist`,
      })
    }
    const missing = await getJson(t.app, 'content/item/nowhere')
    expect(missing.status).toBe(404)
    expect(problem(missing.body)).toBe(true)
  })

  it('would catch an extra field on an item', async () => {
    const schema = validators('umbraco-delivery-api.openapi-3.0.json', new Ajv({ strict: false }))
    const { verse } = await samples()
    expect(schema('ApiContentResponseModel')({ ...(verse as object), extra: true })).toBe(false)
  })
})
