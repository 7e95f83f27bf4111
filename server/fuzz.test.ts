import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { API_PREFIXES } from './app.ts'
import { writeFakeBuild } from './testing/fake-build.ts'
import { bearerFor, BIBLE_ONLY, createTestApp, TEST_MEMBERS } from './testing/test-app.ts'

// Property-based fuzzing of every route of the app server. The routes come from the app itself (`app.routes`), so a
// new endpoint is fuzzed without touching this file. Each gets generated hostile requests (paths, queries, headers,
// bodies: huge, deep, unicode, NUL, wrong types) and must never answer 5xx, and answer every 4xx with a problem-details
// body (a validation error also names its fields). FUZZ_RUNS sets the cases per route (default 40).

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 40)
const distDir = mkdtempSync(join(tmpdir(), 'lamp-fuzz-dist-'))
// A build with a stand-in page renderer: the pages' own rendering is the end-to-end suite's to test.
writeFakeBuild(distDir, 'fuzz')
const t = createTestApp({ seeds: BIBLE_ONLY, distDir })
let cases = 0
afterAll(() => {
  console.log(`fuzz: ${ROUTES.length} routes, ${cases} generated requests`)
  t.close()
  rmSync(distDir, { recursive: true, force: true })
})

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** Every (method, path) the app and its routers registered, middleware and catch-alls included. */
const ROUTES = [...new Map(t.app.routes.map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }])).values()]

// ---- generators -------------------------------------------------------------------------------------------------

const nasty = fc.constantFrom(
  '', ' ', '..', '.', '%00', '\u0000', '%2F', '%2e%2e', '%ZZ', '%E0%A4%A', '%', '~', '$all', 'null', 'undefined', '-1', '1e309', 'NaN',
  '0'.repeat(40), 'x'.repeat(5000), '😀'.repeat(50), '\u202e\u0301', '<script>alert(1)</script>', "'; DROP TABLE content;--", '{}', '[]',
  '00000000-0000-4000-8000-000000000000', 'bible/new-testament/john/3/16', 'members/bible-study-guide', 'properties[$all]',
)
const text = fc.oneof(nasty, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.uuid())
/** A path segment as it travels in a URL: usually encoded, sometimes raw (malformed escapes included). */
const segment = fc.oneof(text.map(encodeURIComponent), nasty.filter((s) => /^[!-~]*$/.test(s) && !/[/?#]/.test(s)))

function pathFor(template: string): fc.Arbitrary<string> {
  const parts = template.split('/').map((part): fc.Arbitrary<string> => {
    if (part.startsWith(':')) return segment
    if (part === '*') return fc.array(segment, { maxLength: 6 }).map((segments) => segments.join('/'))
    return fc.constant(part)
  })
  return fc.tuple(...parts).map((built) => built.join('/') || '/')
}

const PARAMETERS = ['fetch', 'filter', 'sort', 'skip', 'take', 'expand', 'fields', 'id', 'count', 'siteId', 'locale', 'questionId']
const queryValue = fc.oneof(
  text,
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.constantFrom('children:/bible/', 'descendants:/', 'ancestors:/members/bible-study-guide/', 'contentType:bibleVerse', 'name:!a', 'name:asc',
    'scheduledDate:2025-02-30', 'properties[a[properties[b[properties[c[properties[d]]]]]]]', '200', '201', '50000', '100000'),
)
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMETERS), text), queryValue), { maxLength: 8 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`))

/** Header values a client can actually send: Latin-1 without line breaks. */
const headerText = fc.oneof(nasty, fc.string({ maxLength: 60 })).map((value) => value.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, ''))
const headers = fc.record({
  Authorization: fc.option(fc.oneof(
    fc.constantFrom(bearerFor(TEST_MEMBERS.demo), bearerFor(TEST_MEMBERS.premium), 'Bearer forged', 'Bearer', 'Basic YTpi', `Bearer ${'x'.repeat(4000)}`),
    headerText,
  ), { nil: undefined }),
  'Content-Type': fc.option(fc.oneof(fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'), headerText), { nil: undefined }),
  'Accept-Language': fc.option(headerText, { nil: undefined }),
  'Accept-Encoding': fc.option(fc.oneof(fc.constantFrom('br', 'gzip', 'br;q=0, gzip;q=abc', '*'), headerText), { nil: undefined }),
  'Start-Item': fc.option(headerText, { nil: undefined }),
  'If-None-Match': fc.option(headerText, { nil: undefined }),
}, { requiredKeys: [] })

/** Field names the services know, so generated objects reach the schemas' field checks, not only their type checks. */
const FIELDS = ['firstName', 'lastName', 'name', 'birthday', 'gender', 'relationshipStatus', 'ageRange', 'email', 'rsid', 'pageId', 'questionId',
  'questionText', 'responseId', 'responseText', 'stepNumber', 'totalSteps', 'leadId', 'offerId', 'accepted', 'parameters', 'metaData', 'id',
  'pendingImpressionId', 'event', 'eventSourceUrl', 'userAgent', 'kind', 'path', 'title', 'addedAt', 'key', 'value', '__proto__', 'constructor']
const fieldValue = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }))
const knownObject = fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 10 })
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
  knownObject.map((value) => JSON.stringify(value)),
  fc.array(knownObject, { maxLength: 5 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: 33, max: 100_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  // Deep values inside a known field, where a schema (or the code after it) might walk them.
  fc.tuple(fc.constantFrom(...FIELDS), fc.integer({ min: 33, max: 50_000 }), fc.boolean()).map(([field, depth, objects]) =>
    `{"leadId":"x","pageId":"/","${field}":${objects ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth)}}`),
  fc.integer({ min: 1, max: 400 }).map((kib) => JSON.stringify({ firstName: 'x'.repeat(kib * 1024) })),
  fc.constantFrom('', '{', '{"firstName":"\\u0000"}', '{"birthday":"1990-02-30"}', 'null', '[]', '"\u0000"', '\uFEFF{}', '{"a":1}{"b":2}'),
  text,
)

// ---- the property -----------------------------------------------------------------------------------------------

const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

async function check(method: string, path: string, search: string, sent: Record<string, string | undefined>, payload: string | undefined) {
  cases++
  const init: RequestInit = { method, headers: Object.fromEntries(Object.entries(sent).filter((e): e is [string, string] => e[1] !== undefined)), redirect: 'manual' }
  if (payload !== undefined && method !== 'GET' && method !== 'HEAD') init.body = payload
  const response = await t.app.request(`http://localhost${path}${search}`, init)
  const context = `${method} ${path}${search.slice(0, 200)} → ${response.status}`
  expect(response.status, context).toBeLessThan(500)
  if (response.status < 400 || method === 'HEAD') return
  const type = response.headers.get('Content-Type') ?? ''
  // A browser address outside the APIs gets the app's own Page Not Found (HTML, status 404).
  if (type.startsWith('text/html') && !isApiPath(path) && method === 'GET' && response.status === 404) return
  expect(type, context).toMatch(/^application\/problem\+json/)
  // app.request hands over the bytes as sent: undo the compression a browser would undo.
  const bytes = Buffer.from(await response.arrayBuffer())
  const encoding = response.headers.get('Content-Encoding')
  const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
  const problem = JSON.parse(decoded.toString('utf8')) as Record<string, unknown>
  expect(problem, context).toMatchObject({ type: 'Error', status: response.status, title: expect.any(String), detail: expect.any(String) })
  if ('errors' in problem) {
    expect(response.status, context).toBe(400)
    for (const messages of Object.values(problem['errors'] as Record<string, unknown>)) expect(messages, context).toEqual(expect.arrayContaining([expect.any(String)]))
  }
}

describe('every route of the app server under hostile input', () => {
  it('finds the routes in the routers', () => {
    expect(ROUTES.length).toBeGreaterThan(20)
    expect(ROUTES).toContainEqual({ method: 'PUT', path: '/bible-api/api/v2/account' })
    expect(ROUTES).toContainEqual({ method: 'GET', path: '/umbraco/delivery/api/v2/content/item/*' })
  })

  it.each(ROUTES)('$method $path: never a 5xx, every 4xx problem details', async ({ method, path }) => {
    // The server logs every 500 it turns into problem details; a 500 fails the property anyway.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const methodArb = method === 'ALL' ? fc.constantFrom(...METHODS) : fc.constant(method)
    await fc.assert(
      fc.asyncProperty(methodArb, pathFor(path), query, headers, fc.option(body, { nil: undefined }), check),
      { numRuns: RUNS, endOnFailure: true },
    )
  }, 120_000)
})
