import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BuildAssets } from '#contracts/page-renderer.ts'

/** One entry of Vite's client manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

/** The route id a route file declares: `createFileRoute('/{-$locale}/_site/bible/')`. */
export function routeIdOf(source: string): string | null {
  return /createFileRoute\(\s*(['"])(.+?)\1\s*\)/.exec(source)?.[2] ?? null
}

/** A chunk and every chunk it imports statically, in load order, and all their CSS. */
function closure(manifest: ViteManifest, key: string): { files: string[]; css: string[] } {
  const files: string[] = []
  const css: string[] = []
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    const chunk = manifest[name]
    if (!chunk) return
    files.push(`/${chunk.file}`)
    for (const sheet of chunk.css ?? []) css.push(`/${sheet}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(key)
  return { files, css }
}

/**
 * Whether a route's chunk holds only what a page renders when it fails (`?tsr-split=notFoundComponent`,
 * `errorComponent`). The router loads such a chunk only for a page that needs it, as it hydrates or navigates; preloaded
 * on every page, the layouts' not-found code was two requests of each first view for nothing.
 */
export function onlyForFailures(manifestKey: string): boolean {
  const split = /[?&]tsr-split=([^&]+)/.exec(manifestKey)?.[1]
  return split !== undefined && split.split('---').every((part) => part === 'notFoundComponent' || part === 'errorComponent')
}

/**
 * What the server needs to put a page's scripts, preloads and stylesheets into its HTML: the entry with its static
 * imports and CSS, and for each route the chunks its file was split into (autoCodeSplitting), minus what the entry
 * already loads; a failure's chunk gives its CSS (a not-found page is styled at its first paint) but no preloads.
 * `readSource` reads a route file (relative to the project root) to learn its route id; `readStylesheet` reads a
 * built stylesheet by its address (`/assets/….css`), so pages can carry it inline.
 */
export function buildAssetsFrom(
  manifest: ViteManifest,
  readSource: (file: string) => string,
  readStylesheet: (href: string) => string,
): BuildAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('The client manifest has no entry chunk')
  const entry = closure(manifest, entryKey)
  const inEntry = new Set([...entry.files, ...entry.css])
  const routes: BuildAssets['routes'] = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith('src/routes/')) continue
    const routeId = routeIdOf(readSource(key.replace(/\?.*$/, '')))
    if (!routeId) continue
    const { files, css } = closure(manifest, key)
    const route = (routes[routeId] ??= { preloads: [], css: [] })
    const preloaded = onlyForFailures(key) ? [] : files
    for (const file of preloaded) if (!inEntry.has(file) && !route.preloads.includes(file)) route.preloads.push(file)
    for (const sheet of css) if (!inEntry.has(sheet) && !route.css.includes(sheet)) route.css.push(sheet)
  }
  const catalogs: BuildAssets['catalogs'] = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const locale = /^src\/locales\/([a-z]{2})\.po$/.exec(key)?.[1]
    if (locale && chunk.isDynamicEntry) catalogs[locale] = closure(manifest, key).files.filter((file) => !inEntry.has(file))
  }
  const [entryFile = '', ...entryImports] = entry.files
  const inlineCss: BuildAssets['inlineCss'] = {}
  for (const href of [...entry.css, ...Object.values(routes).flatMap((route) => route.css)]) inlineCss[href] ??= readStylesheet(href)
  return { entry: entryFile, entryImports, entryCss: entry.css, catalogs, routes, inlineCss }
}

export function readBuildAssets(buildDir: string): BuildAssets {
  return JSON.parse(readFileSync(join(buildDir, 'assets.json'), 'utf8')) as BuildAssets
}
