import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import type { BuildAssets } from '#contracts/page-renderer.ts'
import type { ViteManifest as Manifest } from './build-assets.ts'

export interface ChunkSize {
  name: string
  file: string
  bytes: number
  gzipBytes: number
}

export interface BundleSizes {
  /** The entry chunk plus everything it imports statically: what every first visit downloads. */
  entry: ChunkSize & { staticImports: ChunkSize[]; totalGzipBytes: number }
  /** One lazily loaded chunk per route file. */
  routes: ChunkSize[]
}

function sizeOf(distDir: string, name: string, file: string): ChunkSize {
  const content = readFileSync(join(distDir, file))
  return { name, file, bytes: content.byteLength, gzipBytes: gzipSync(content, { level: 9 }).byteLength }
}

/** Reads a build's client manifest (scripts/lib/build-app.ts) and measures the entry and route chunks (gzip level 9). */
export function measureBundle(buildDir = 'dist'): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(buildDir, 'client-manifest.json'), 'utf8')) as Manifest
  const distDir = join(buildDir, 'client')
  const entries = Object.entries(manifest)
  const entryPair = entries.find(([, chunk]) => chunk.isEntry)
  if (!entryPair) throw new Error('No entry chunk in the Vite manifest; was the app built?')
  const [entryKey, entryChunk] = entryPair

  const staticImports: ChunkSize[] = []
  const seen = new Set<string>([entryKey])
  const queue = [...(entryChunk.imports ?? [])]
  while (queue.length > 0) {
    const key = queue.shift() as string
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) continue
    staticImports.push(sizeOf(distDir, key, chunk.file))
    queue.push(...(chunk.imports ?? []))
  }
  const entry = sizeOf(distDir, entryKey, entryChunk.file)
  const css = (entryChunk.css ?? []).map((file) => sizeOf(distDir, file, file))
  const totalGzipBytes = [entry, ...staticImports, ...css].reduce((sum, chunk) => sum + chunk.gzipBytes, 0)

  const routes = entries
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/routes/'))
    .map(([key, chunk]) => sizeOf(distDir, key, chunk.file))
    .sort((a, b) => a.name.localeCompare(b.name))
  return { entry: { ...entry, staticImports: [...staticImports, ...css], totalGzipBytes }, routes }
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`

/** A route id and the layout routes above it (`/{-$locale}`, `/{-$locale}/_site`, …): the routes a first view renders. */
function withAncestors(routeId: string): string[] {
  const segments = routeId.replace(/\/$/, '').split('/').filter(Boolean)
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`).concat(routeId)
}

/**
 * What a first, anonymous view of one route downloads before it is interactive (gzip level 9): the entry and its
 * static imports, the locale's catalog, and the chunks the server preloads for the route and its layouts. Code a page
 * loads on first use (a dialog, the keyboard's composite) is not in it.
 */
export function firstViewGzipBytes(buildDir: string, routeId: string, locale = 'en'): number {
  const assets = JSON.parse(readFileSync(join(buildDir, 'assets.json'), 'utf8')) as BuildAssets
  if (!assets.routes[routeId]) throw new Error(`No route ${routeId} in ${buildDir}/assets.json`)
  const routes = withAncestors(routeId).flatMap((id) => assets.routes[id]?.preloads ?? [])
  const files = new Set([assets.entry, ...assets.entryImports, ...(assets.catalogs[locale] ?? []), ...routes])
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(buildDir, 'client', file)), { level: 9 }).byteLength, 0)
}

/** The route ids of the pages whose first views the bench reports and the budget test holds. */
export const CHAPTER_ROUTE = '/{-$locale}/_site/bible/{$testament}-testament/$book/$chapter/'
export const HOME_ROUTE = '/{-$locale}/_site/'
