import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * Build identity for new-build detection (spec §7, contracts §8). Each `vite build` gets an id, baked
 * into the app as `import.meta.env.VITE_BUILD_ID`, and writes `builds/latest.json` `{ id, timestamp }`
 * and `builds/meta/{id}.json` `{ id, timestamp, files }` into the output directory. A tab compares
 * its own id with the polled `latest.json` to know that a newer build is deployed.
 *
 * The id is chosen before bundling (`LAMP_BUILD_ID`, else time + randomness), not hashed from the
 * output names: it must be in the code before those names exist, and patching it into chunks
 * afterwards would change content-hashed files without changing their names, so caches would keep
 * serving the old id. Being part of the entry chunk, a new id also gives that chunk a new name.
 */
export interface BuildManifestOptions {
  /** Overrides `LAMP_BUILD_ID` (tests, reproducible builds). */
  id?: string
  /** Clock for the manifest's timestamp (tests). */
  now?: () => number
}

export interface LatestBuildManifest { id: string; timestamp: number }
export interface BuildMeta extends LatestBuildManifest { files: string[] }

export const DEV_BUILD_ID = 'dev'
// The id becomes a file name and part of a URL, so only plain characters are allowed.
const BUILD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

export function pickBuildId(fromEnv: string | undefined, now: number): string {
  const id = fromEnv?.trim() || `${now.toString(36)}-${randomBytes(3).toString('hex')}`
  if (!BUILD_ID_PATTERN.test(id)) throw new Error(`LAMP_BUILD_ID must match ${BUILD_ID_PATTERN}, got "${id}"`)
  return id
}

export function buildManifestPlugin(options: BuildManifestOptions = {}): Plugin {
  const now = options.now ?? Date.now
  let id = DEV_BUILD_ID
  let timestamp = 0
  let building = false

  return {
    name: 'lamp-build-manifest',
    // After Vite's own plugins, so the file list includes index.html and every asset.
    enforce: 'post',
    config(_config, { command }) {
      building = command === 'build'
      timestamp = now()
      id = building ? pickBuildId(options.id ?? process.env.LAMP_BUILD_ID, timestamp) : DEV_BUILD_ID
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }
    },
    generateBundle(_outputOptions, bundle) {
      if (!building) return
      const files = Object.keys(bundle).filter((file) => !file.startsWith('builds/')).sort()
      const latest: LatestBuildManifest = { id, timestamp }
      const meta: BuildMeta = { id, timestamp, files }
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify(latest)}\n` })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: `${JSON.stringify(meta, null, 2)}\n` })
    },
  }
}
