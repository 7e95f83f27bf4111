// The child process of `npm start`'s build (scripts/start.ts): builds the app into a fresh folder and switches
// DIST_DIR to it, then exits, so the serving processes never hold the build's memory.
import { statSync } from 'node:fs'
import { dirname } from 'node:path'
import { readConfig } from '#server/config.ts'
import { describeError } from '#server/describe-error.ts'
import { buildAndSwitch } from './build-app.ts'

try {
  const { distDir } = readConfig()
  // DIST_DIR becomes a link in this folder: a missing one would fail only after the whole build.
  if (!statSync(dirname(distDir), { throwIfNoEntry: false })?.isDirectory()) throw new Error(`DIST_DIR's folder ${dirname(distDir)} is not a folder`)
  await buildAndSwitch(distDir)
} catch (error) {
  console.error(`Building the app failed: ${describeError(error)}`)
  process.exit(1)
}
