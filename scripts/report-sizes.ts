// Printed after every `npm run build`: what a first visit downloads and what each route adds.
import { kib, measureBundle } from './lib/bundle-sizes.ts'

const { entry, routes } = measureBundle()
const rows: [string, string, string][] = [
  ['entry (with static imports and CSS)', kib(entry.totalGzipBytes), entry.file],
  ...routes.map((route): [string, string, string] => [route.name.replace(/^src\/routes\//, ''), kib(route.gzipBytes), route.file]),
]
const width = Math.max(...rows.map(([name]) => name.length))
console.log('\nBundle sizes (gzip -9):')
for (const [name, size, file] of rows) console.log(`  ${name.padEnd(width)}  ${size.padStart(10)}  ${file}`)
