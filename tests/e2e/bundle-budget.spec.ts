import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { CHAPTER_ROUTE, firstViewGzipBytes, HOME_ROUTE, kib, measureBundle } from '#scripts/lib/bundle-sizes.ts'
import { COMPILE_HINT } from '#scripts/vite-compile-hint-plugin.ts'
import { expect, test } from './fixtures.ts'

// Size budgets are deterministic for a given lockfile, so they may be tests (timings never are).
// The web server of this suite has just built the app (into DIST_DIR when set, else dist/).
const distDir = process.env.DIST_DIR ?? 'dist'
// The budgets are ceilings: never raise them; a new feature loads on demand. The entry stays small because the actors
// start after hydration from chunks of their own (docs/decisions/0110) and everything it imports statically is one
// chunk (0111). What each step measured is in docs/performance-log.md.
const ENTRY_BUDGET_GZIP = 140 * 1024
const ROUTE_BUDGET_GZIP = 10 * 1024
// A page's whole first view (entry, catalog, the chunks preloaded for its routes): only the code a hydrating page runs
// (docs/decisions/0118). Ariakit's composite and the verse bar load on first use, the API client with the first call,
// the Save toggle's favorites code and a known lead's offers after hydration.
const FIRST_VIEW_BUDGET_GZIP = 140 * 1024

test('the first visit downloads at most the entry budget', () => {
  const { entry } = measureBundle(distDir)
  expect(entry.totalGzipBytes, `entry is ${kib(entry.totalGzipBytes)}`).toBeLessThanOrEqual(ENTRY_BUDGET_GZIP)
})

for (const [page, routeId] of [['a chapter', CHAPTER_ROUTE], ['the home page', HOME_ROUTE]] as const) {
  test(`${page}'s first view downloads at most its budget: code for later interactions comes later`, () => {
    const bytes = firstViewGzipBytes(distDir, routeId)
    expect(bytes, `${page}'s first view is ${kib(bytes)}`).toBeLessThanOrEqual(FIRST_VIEW_BUDGET_GZIP)
  })
}

test('every route chunk stays within the route budget', () => {
  const { routes } = measureBundle(distDir)
  expect(routes.length).toBeGreaterThan(4)
  for (const route of routes) expect(route.gzipBytes, `${route.name} is ${kib(route.gzipBytes)}`).toBeLessThanOrEqual(ROUTE_BUDGET_GZIP)
})

test("the entry opens with V8's compile hint, so its functions compile off the main thread as it streams in", () => {
  const { entry } = measureBundle(distDir)
  const [firstLine] = readFileSync(join(distDir, 'client', entry.file), 'utf8').split('\n', 1)
  expect(firstLine).toBe(COMPILE_HINT)
})

test('code that only some visits need stays out of the first download', () => {
  const { entry } = measureBundle(distDir)
  const firstVisit = [entry, ...entry.staticImports].filter((chunk) => chunk.file.endsWith('.js'))
  for (const chunk of firstVisit) {
    const code = readFileSync(join(distDir, 'client', chunk.file), 'utf8')
    expect(code, `${chunk.file} holds the onboarding date picker`).not.toContain('rdp-')
    expect(code, `${chunk.file} holds oidc-client-ts`).not.toContain('OidcClient')
    expect(code, `${chunk.file} holds the Stately inspector`).not.toContain('@statelyai')
    // The event every xstate actor starts with: the actors start after hydration, from their own chunk.
    expect(code, `${chunk.file} holds xstate`).not.toContain('xstate.init')
    expect(code, `${chunk.file} holds the Bible reference parser`).not.toContain('osis_and_indices')
    // ofetch's own error class: the API client and ofetch load with the first call, which a hydrating page never makes.
    expect(code, `${chunk.file} holds ofetch`).not.toContain('FetchError')
    // An event only the onboarding statechart (machines/onboarding) handles: that actor starts only on `action=onboarding`.
    expect(code, `${chunk.file} holds the onboarding statechart`).not.toContain('demographics.continue')
  }
})

test('runtime settings and the build id are never baked into the code', () => {
  const clientDir = join(distDir, 'client')
  expect(existsSync(join(clientDir, 'index.html'))).toBe(false)
  const { id } = JSON.parse(readFileSync(join(clientDir, 'builds', 'latest.json'), 'utf8')) as { id: string }
  const assets = readdirSync(join(clientDir, 'assets')).filter((file) => file.endsWith('.js'))
  for (const file of assets) {
    const code = readFileSync(join(clientDir, 'assets', file), 'utf8')
    expect(code, file).not.toContain('localhost:3001')
    expect(code, file).not.toContain(id)
  }
})
