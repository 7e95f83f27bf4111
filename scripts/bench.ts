// `npm run bench`: sizes, start-up time, API throughput, Lighthouse (medians of mobile runs, a desktop run) and
// next-chapter navigation, as one table. Numbers are for reading, never asserted: timings depend on the machine.
// It builds into a folder of its own, so a running `npm start` (on ./dist) is never touched.
import autocannon from 'autocannon'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatApiVsStatic, measureApiVsStatic } from './lib/api-vs-static.ts'
import { buildApp } from './lib/build-app.ts'
import { CHAPTER_ROUTE, firstViewGzipBytes, HOME_ROUTE, kib, measureBundle } from './lib/bundle-sizes.ts'
import { formatFigures, medianFigures, runLighthouse, type LighthouseFigures } from './lib/lighthouse.ts'
import { measureNextChapter } from './lib/next-chapter.ts'
import { benchSearch } from './lib/search-bench.ts'
import { startServer } from './lib/server-process.ts'

const port = Number(process.env.BENCH_PORT ?? 3900)
const lighthouseRuns = Math.max(3, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
const rows: [string, string][] = []
const row = (name: string, value: string) => { rows.push([name, value]); console.log(`  ${name}: ${value}`) }

const buildDir = mkdtempSync(join(tmpdir(), 'lamp-bench-build-'))
console.log(`Building the app into ${buildDir}…`)
await buildApp(buildDir)
const { entry, routes } = measureBundle(buildDir)
row('entry chunk + static imports + CSS (gzip)', kib(entry.totalGzipBytes))
row('anonymous first-view JS, chapter page: entry, catalog, route chunks (gzip)', kib(firstViewGzipBytes(buildDir, CHAPTER_ROUTE)))
row('anonymous first-view JS, home page (gzip)', kib(firstViewGzipBytes(buildDir, HOME_ROUTE)))
for (const route of routes) row(`route ${route.name.replace(/^src\/routes\//, '').replace(/\?.*$/, '')} (gzip)`, kib(route.gzipBytes))

const dataDir = mkdtempSync(join(tmpdir(), 'lamp-bench-'))
const serverEnv = { DIST_DIR: buildDir, LAMP_ENVIRONMENT: 'Production' }
const cold = await startServer({ port, dataDir, env: serverEnv })
row('cold first start (creates and seeds SQLite, then ready)', `${cold.readyMs.toFixed(0)} ms`)
await cold.stop()
const server = await startServer({ port, dataDir, env: serverEnv })
row('warm start (data reused)', `${server.readyMs.toFixed(0)} ms`)

const base = `http://localhost:${port}`
// Lighthouse first, before the load tests below: after them its runs were slower and noisier than the same build's on
// a quiet server. Each page is asked for once first, so no run pays for the server's first render of it (a slow first
// byte).
try {
  const pages: [string, string][] = [
    ['Psalm 119', '/bible/old-testament/psalms/119'],
    ['John 3', '/bible/new-testament/john/3'],
    ['home', '/'],
    ['today’s devotional', '/emails/daily/am'],
  ]
  for (const [, path] of pages) await (await fetch(base + path, { signal: AbortSignal.timeout(30_000) })).arrayBuffer()
  for (const [name, path] of pages) {
    const runs: LighthouseFigures[] = []
    for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await runLighthouse(base + path, 'mobile'))
    row(`Lighthouse mobile ${name} (median of ${lighthouseRuns})`, formatFigures(medianFigures(runs)))
  }
  // The simulation estimates LCP from a trace of a full-speed load: when the entry script happens to finish before the
  // first paint there, it counts the script's download on slow 4G against LCP, though the text is in the HTML. Really
  // throttled runs show what a reader on that phone sees.
  for (const [name, path] of pages) {
    const runs: LighthouseFigures[] = []
    for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await runLighthouse(base + path, 'mobile', 'devtools'))
    row(`Lighthouse mobile ${name}, applied throttling (median of ${lighthouseRuns})`, formatFigures(medianFigures(runs)))
  }
  const desktop: LighthouseFigures[] = []
  for (let run = 0; run < lighthouseRuns; run += 1) desktop.push(await runLighthouse(`${base}/bible/old-testament/psalms/119`, 'desktop'))
  row(`Lighthouse desktop Psalm 119 (median of ${lighthouseRuns})`, formatFigures(medianFigures(desktop)))
} catch (error) {
  row('Lighthouse', `not measured: ${(error as Error).message}`)
}
try {
  row('next-chapter navigation, click to heading painted, after intent preload (median of 5)', `${(await measureNextChapter(base)).toFixed(0)} ms`)
} catch (error) {
  row('next-chapter navigation', `not measured: ${(error as Error).message}`)
}
const endpoints: [string, string][] = [
  ['item by path (John 3:16)', '/umbraco/delivery/api/v2/content/item/bible/new-testament/john/3/16'],
  ['children of Psalm 119 (176 verses)', '/umbraco/delivery/api/v2/content?fetch=children:/bible/old-testament/psalms/119/&take=200'],
  ['books of the New Testament', '/umbraco/delivery/api/v2/content?fetch=children:/bible/new-testament/&take=100'],
]
for (const [name, path] of endpoints) {
  const result = await autocannon({ url: base + path, connections: 16, duration: 5, headers: { 'start-item': 'lamp', 'accept-encoding': 'br' } })
  row(`API ${name}`, `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`)
}
const page = await autocannon({ url: `${base}/bible/new-testament/john/3`, connections: 16, duration: 5, headers: { 'accept-encoding': 'br' } })
row('server-rendered page John 3 (HTML cache)', `${page.requests.average.toFixed(0)} req/s, p50 ${page.latency.p50} ms, p99 ${page.latency.p99} ms`)

row('API vs static, John 3 chapter query (gzip)', formatApiVsStatic(await measureApiVsStatic({ apiBase: base, staticPort: port + 2 })))

await server.stop()
for (const [name, value] of benchSearch(dataDir)) row(name, value)
rmSync(buildDir, { recursive: true, force: true })
rmSync(dataDir, { recursive: true, force: true })

const width = Math.max(...rows.map(([name]) => name.length))
console.log('\n| measure | value |\n|---|---|')
for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`)
