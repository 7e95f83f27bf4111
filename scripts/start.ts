import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { readConfig } from '../server/config.ts'
import { exitOnFatalError, exitOnSignal, startServer } from '../server/start-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
/** What the built app is made from; src/locales holds the compiled catalogs. */
const INPUTS = ['src', 'src/locales', 'machines', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts']

/** Newest modification time under a file or directory (0 when missing). */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs)
}

const config = readConfig()
const builtHtml = join(config.distDir, 'index.html')
const builtAt = existsSync(builtHtml) ? statSync(builtHtml).mtimeMs : 0
if (INPUTS.some((input) => newestChange(join(root, input)) > builtAt)) {
  console.log(builtAt === 0 ? 'Building the app…' : 'Sources changed since the last build: rebuilding the app…')
  const started = performance.now()
  await build({ root, build: { outDir: config.distDir, emptyOutDir: true } })
  console.log(`Built the app in ${Math.round(performance.now() - started)} ms`)
}

const server = await startServer({ config, serveApp: true })
exitOnSignal(server.close)
exitOnFatalError(server.close)
console.log(`Lamp is running at ${server.url}`)
