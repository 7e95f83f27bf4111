import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { kib, measureBundle } from '../../scripts/lib/bundle-sizes.ts'
import { expect, test } from './fixtures.ts'

// Size budgets are deterministic for a given lockfile, so they may be tests (timings never are).
// The web server of this suite has just built the app (into DIST_DIR when set, else dist/).
const distDir = process.env.DIST_DIR ?? 'dist'
// Measured at 154.4 KiB (onboarding's statechart now loads on demand) / under 2 KiB when set; raise them only
// with a reason in the commit.
const ENTRY_BUDGET_GZIP = 160 * 1024
const ROUTE_BUDGET_GZIP = 10 * 1024

test('the first visit downloads at most the entry budget', () => {
  const { entry } = measureBundle(distDir)
  expect(entry.totalGzipBytes, `entry is ${kib(entry.totalGzipBytes)}`).toBeLessThanOrEqual(ENTRY_BUDGET_GZIP)
})

test('every route chunk stays within the route budget', () => {
  const { routes } = measureBundle(distDir)
  expect(routes.length).toBeGreaterThan(4)
  for (const route of routes) expect(route.gzipBytes, `${route.name} is ${kib(route.gzipBytes)}`).toBeLessThanOrEqual(ROUTE_BUDGET_GZIP)
})

test('code that only some visits need stays out of the first download', () => {
  const { entry } = measureBundle(distDir)
  const firstVisit = [entry, ...entry.staticImports].filter((chunk) => chunk.file.endsWith('.js'))
  for (const chunk of firstVisit) {
    const code = readFileSync(join(distDir, chunk.file), 'utf8')
    expect(code, `${chunk.file} holds the onboarding date picker`).not.toContain('rdp-')
    expect(code, `${chunk.file} holds oidc-client-ts`).not.toContain('OidcClient')
    expect(code, `${chunk.file} holds the Stately inspector`).not.toContain('@statelyai')
    expect(code, `${chunk.file} holds the Bible reference parser`).not.toContain('osis_and_indices')
    // An event only the onboarding statechart (machines/onboarding) handles: that actor starts only on `action=onboarding`.
    expect(code, `${chunk.file} holds the onboarding statechart`).not.toContain('demographics.continue')
  }
})

test('runtime settings are never baked into the build', () => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  expect(html).toContain('<!--lamp-settings-->')
  expect(html).not.toContain('__LAMP_SETTINGS__=')
  const assets = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'))
  for (const file of assets) expect(readFileSync(join(distDir, 'assets', file), 'utf8')).not.toContain('localhost:3001')
  expect(existsSync(join(distDir, 'builds', 'latest.json'))).toBe(true)
})
