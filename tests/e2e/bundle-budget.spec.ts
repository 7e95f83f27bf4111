import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { kib, measureBundle } from '../../scripts/lib/bundle-sizes.ts'
import { expect, test } from './fixtures.ts'

// Size budgets are deterministic for a given lockfile, so they may be tests (timings never are).
// The web server of this suite has just built dist/.
const ENTRY_BUDGET_GZIP = 160 * 1024
const ROUTE_BUDGET_GZIP = 25 * 1024

test('the first visit downloads at most the entry budget', () => {
  const { entry } = measureBundle()
  expect(entry.totalGzipBytes, `entry is ${kib(entry.totalGzipBytes)}`).toBeLessThanOrEqual(ENTRY_BUDGET_GZIP)
})

test('every route chunk stays within the route budget', () => {
  const { routes } = measureBundle()
  expect(routes.length).toBeGreaterThan(4)
  for (const route of routes) expect(route.gzipBytes, `${route.name} is ${kib(route.gzipBytes)}`).toBeLessThanOrEqual(ROUTE_BUDGET_GZIP)
})

test('runtime settings are never baked into the build', () => {
  const html = readFileSync(join('dist', 'index.html'), 'utf8')
  expect(html).toContain('<!--lamp-settings-->')
  expect(html).not.toContain('__LAMP_SETTINGS__=')
  const assets = readdirSync(join('dist', 'assets')).filter((file) => file.endsWith('.js'))
  for (const file of assets) expect(readFileSync(join('dist', 'assets', file), 'utf8')).not.toContain('localhost:3001')
  expect(existsSync(join('dist', 'builds', 'latest.json'))).toBe(true)
})
