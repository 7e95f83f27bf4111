import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * Build identity for new-build detection (R-UPD-6, R-CALL-10). Each client build writes `builds/latest.json`
 * `{ id, timestamp }` and `builds/meta/{id}.json` `{ id, timestamp, files }` into its output. The id is a hash of
 * what was built (every output file's name and bytes), so building the same commit twice gives the same id and
 * the same asset names; `LAMP_BUILD_ID` may name it instead. It is never put into the code: the server renders it
 * into each page (<meta name="lamp-build-id">), and a tab compares it with the polled `latest.json`
 * (docs/decisions/0005).
 */
export interface BuildManifestOptions {
  /** Overrides `LAMP_BUILD_ID` (tests, release names). */
  id?: string
  /** Clock for the manifest's timestamp (tests). */
  now?: () => number
}

export interface LatestBuildManifest { id: string; timestamp: number }
export interface BuildMeta extends LatestBuildManifest { files: string[] }

// The id becomes a file name and part of a URL, so only plain characters are allowed.
const BUILD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** `LAMP_BUILD_ID` when set (checked), else the content hash. */
export function pickBuildId(fromEnv: string | undefined, contentHash: string): string {
  const id = fromEnv?.trim() || contentHash
  if (!BUILD_ID_PATTERN.test(id)) throw new Error(`LAMP_BUILD_ID must match ${BUILD_ID_PATTERN}, got "${id}"`)
  return id
}

/** A short hash of the output: file names (which carry content hashes) and the bytes of each file. */
export function hashOutput(files: ReadonlyArray<readonly [name: string, content: string | Uint8Array]>): string {
  const hash = createHash('sha256')
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update('\0').update(content).update('\0')
  return hash.digest('hex').slice(0, 16)
}

export function buildManifestPlugin(options: BuildManifestOptions = {}): Plugin {
  const now = options.now ?? Date.now
  return {
    name: 'lamp-build-manifest',
    // After Vite's own plugins, so the file list includes every chunk and asset.
    enforce: 'post',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_outputOptions, bundle) {
      const outputs = Object.values(bundle)
        .filter((file) => !file.fileName.startsWith('builds/') && !file.fileName.endsWith('.map'))
        .map((file) => [file.fileName, file.type === 'chunk' ? file.code : file.source] as const)
      const id = pickBuildId(options.id ?? process.env.LAMP_BUILD_ID, hashOutput(outputs))
      const timestamp = now()
      const latest: LatestBuildManifest = { id, timestamp }
      const meta: BuildMeta = { id, timestamp, files: outputs.map(([name]) => name).sort() }
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify(latest)}\n` })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: `${JSON.stringify(meta, null, 2)}\n` })
    },
  }
}
