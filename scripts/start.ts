// `npm start`: builds the app when its sources changed (in a child process), then serves it with the cluster
// (server/cluster.ts): a primary that prepares the data folder and supervises one serving process per core.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { runCluster } from '../server/cluster.ts'
import { readConfigOrExit } from '../server/config.ts'
import { buildNeeded } from './lib/build-freshness.ts'

const BUILD_MAIN = fileURLToPath(new URL('./lib/build-main.ts', import.meta.url))

/**
 * Runs the build in a child of its own, without the servers' heap cap: built in the serving process, the build's
 * memory stayed with it (900 MB and more resident after the build, and a heap-limit crash soon after).
 */
function buildInChild(): Promise<string | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', BUILD_MAIN], { stdio: 'inherit' })
  // Stopped while building: the build stops too, nothing is switched, and the start ends as asked.
  const stop = () => {
    child.kill('SIGTERM')
    child.once('exit', () => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return new Promise((resolve) => {
    child.once('error', (error) => resolve(`it could not start: ${error.message}`))
    child.once('exit', (code, signal) => {
      process.removeListener('SIGINT', stop)
      process.removeListener('SIGTERM', stop)
      resolve(code === 0 ? null : signal ? `it was stopped by ${signal}` : `exit ${code}`)
    })
  })
}

const config = readConfigOrExit()
const needed = buildNeeded(config.distDir)
if (needed) {
  console.log(needed === 'missing' ? 'Building the app…' : 'Sources changed since the last build: rebuilding the app…')
  const started = performance.now()
  const failure = await buildInChild()
  if (failure !== null) {
    console.error(`Lamp did not start: building the app failed (${failure}); nothing is served. The build's own messages are above.`)
    process.exit(1)
  }
  console.log(`Built the app in ${Math.round(performance.now() - started)} ms`)
}
await runCluster(config)
