import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Apart from build-app.ts so that `npm start`'s primary can tell whether a build is needed without loading Vite.

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * What the built app is made from (src/locales holds the compiled catalogs), and the code that builds it: a changed
 * build step, such as what a page preloads, makes a new build too.
 */
const INPUTS = [
  'src', 'src/locales', 'machines', 'contracts', 'public', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json',
  'scripts/lib/build-app.ts', 'scripts/lib/build-assets.ts',
]

/** The build folder a DIST_DIR stands for (it may be the folder itself or a link to it). */
export function currentBuild(distDir: string): string | null {
  try {
    return realpathSync(distDir)
  } catch {
    return null
  }
}

/** Newest modification time under a file or directory (0 when missing). */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs)
}

/** 'missing' when DIST_DIR holds no build, 'stale' when a source changed since it was built, else null. */
export function buildNeeded(distDir: string): 'missing' | 'stale' | null {
  const build = currentBuild(distDir)
  const builtAt = build && existsSync(join(build, 'assets.json')) ? statSync(join(build, 'assets.json')).mtimeMs : 0
  if (builtAt === 0) return 'missing'
  return INPUTS.some((input) => newestChange(join(ROOT, input)) > builtAt) ? 'stale' : null
}
