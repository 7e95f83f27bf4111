import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { readConfig } from '../server/config.ts'
import { exitOnFatalError, exitOnSignal, startServer } from '../server/start-server.ts'
import { buildAndSwitch, currentBuild, ROOT } from './lib/build-app.ts'

/**
 * What the built app is made from (src/locales holds the compiled catalogs), and the code that builds it: a changed
 * build step, such as what a page preloads, makes a new build too.
 */
const INPUTS = [
  'src', 'src/locales', 'machines', 'contracts', 'public', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json',
  'scripts/lib/build-app.ts', 'scripts/lib/build-assets.ts',
]

/** Newest modification time under a file or directory (0 when missing). */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs)
}

const config = readConfig()
const build = currentBuild(config.distDir)
const builtAt = build && existsSync(join(build, 'assets.json')) ? statSync(join(build, 'assets.json')).mtimeMs : 0
if (INPUTS.some((input) => newestChange(join(ROOT, input)) > builtAt)) {
  console.log(builtAt === 0 ? 'Building the app…' : 'Sources changed since the last build: rebuilding the app…')
  const started = performance.now()
  // Into a fresh folder, then DIST_DIR switches to it: a server already running on this DIST_DIR is never broken.
  await buildAndSwitch(config.distDir)
  console.log(`Built the app in ${Math.round(performance.now() - started)} ms`)
}

const server = await startServer({ config, serveApp: true })
exitOnSignal(server.close)
exitOnFatalError(server.close)
console.log(`Lamp is running at ${server.url}`)
