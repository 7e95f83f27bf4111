// `npm run bench`: sizes, start-up time, API throughput and Lighthouse figures as one table.
// Numbers are for reading, never asserted: wall-clock time depends on the machine.
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatApiVsStatic, measureApiVsStatic } from './lib/api-vs-static.ts'
import { kib, measureBundle } from './lib/bundle-sizes.ts'
import { runLighthouse } from './lib/lighthouse.ts'
import { benchSearch } from './lib/search-bench.ts'
import { startServer } from './lib/server-process.ts'

const port = Number(process.env.BENCH_PORT ?? 3900)
const rows: [string, string][] = []
const row = (name: string, value: string) => { rows.push([name, value]); console.log(`  ${name}: ${value}`) }

console.log('Building the app…')
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
const { entry, routes } = measureBundle()
row('entry chunk + static imports + CSS (gzip)', kib(entry.totalGzipBytes))
for (const route of routes) row(`route ${route.name.replace(/^src\/routes\//, '').replace(/\?.*$/, '')} (gzip)`, kib(route.gzipBytes))

const dataDir = mkdtempSync(join(tmpdir(), 'lamp-bench-'))
const cold = await startServer({ port, dataDir })
row('cold first start (creates and seeds SQLite, then ready)', `${cold.readyMs.toFixed(0)} ms`)
await cold.stop()
const server = await startServer({ port, dataDir })
row('warm start (data reused)', `${server.readyMs.toFixed(0)} ms`)

const base = `http://localhost:${port}`
const endpoints: [string, string][] = [
  ['item by path (John 3:16)', '/umbraco/delivery/api/v2/content/item/bible/new-testament/john/3/16'],
  ['children of Psalm 119 (176 verses)', '/umbraco/delivery/api/v2/content?fetch=children:/bible/old-testament/psalms/119/&take=200'],
  ['books of the New Testament', '/umbraco/delivery/api/v2/content?fetch=children:/bible/new-testament/&take=100'],
]
for (const [name, path] of endpoints) {
  const result = await autocannon({ url: base + path, connections: 16, duration: 5, headers: { 'start-item': 'lamp', 'accept-encoding': 'br' } })
  row(`API ${name}`, `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`)
}

row('API vs static, John 3 chapter query (gzip)', formatApiVsStatic(await measureApiVsStatic({ apiBase: base, staticPort: port + 2 })))

try {
  const report = await runLighthouse(`${base}/bible/new-testament/john/3`)
  for (const [name, value] of Object.entries(report)) row(`Lighthouse John 3: ${name}`, value)
} catch (error) {
  row('Lighthouse', `not measured: ${(error as Error).message}`)
}
await server.stop()
for (const [name, value] of benchSearch(dataDir)) row(name, value)

const width = Math.max(...rows.map(([name]) => name.length))
console.log('\n| measure | value |\n|---|---|')
for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`)
