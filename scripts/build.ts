// `npm run build`: a production build into a fresh folder, then DIST_DIR (default ./dist) is switched to it in one
// step, so a running `npm start` serves the old build or the new one, never a mix. `--out <dir>` builds into that
// folder only (tests, bench) and switches nothing.
import { readConfig } from '../server/config.ts'
import { buildAndSwitch, buildApp } from './lib/build-app.ts'
import { kib, measureBundle } from './lib/bundle-sizes.ts'

const outIndex = process.argv.indexOf('--out')
const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined
const started = performance.now()
const dir = out ? (await buildApp(out), out) : await buildAndSwitch(readConfig().distDir, { logLevel: 'info' })
console.log(`Built ${dir} in ${Math.round(performance.now() - started)} ms${out ? '' : ` and switched ${readConfig().distDir} to it`}`)

const { entry, routes } = measureBundle(dir)
const rows: [string, string, string][] = [
  ['entry (with static imports and CSS)', kib(entry.totalGzipBytes), entry.file],
  ...routes.map((route): [string, string, string] => [route.name.replace(/^src\/routes\//, ''), kib(route.gzipBytes), route.file]),
]
const width = Math.max(...rows.map(([name]) => name.length))
console.log('\nBundle sizes (gzip -9):')
for (const [name, size, file] of rows) console.log(`  ${name.padEnd(width)}  ${size.padStart(10)}  ${file}`)
