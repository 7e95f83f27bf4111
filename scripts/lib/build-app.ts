import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { build } from 'vite'
import { SERVER_ENTRY } from '../../vite.config.ts'
import { buildAssetsFrom, type ViteManifest } from './build-assets.ts'
import { ROOT } from './build-freshness.ts'

/** Where `npm run build` and `npm start` put each build before DIST_DIR is switched to it. */
export const BUILDS_DIR = join(ROOT, '.builds')
/** Builds kept besides the current one, so a server still on an older one keeps its files while it switches. */
const KEEP_OLD_BUILDS = 2

/**
 * A complete build in one folder: `client/` (what browsers download), `server/entry-server.js` (the renderer, with
 * its dependencies bundled in, so the folder runs wherever it is copied), `assets.json` (which files each route
 * needs) and `client-manifest.json` (Vite's manifest, kept out of the public folder).
 */
export async function buildApp(outDir: string, { logLevel = 'warn' }: { logLevel?: 'info' | 'warn' | 'error' | 'silent' } = {}): Promise<void> {
  const out = resolve(outDir)
  const client = join(out, 'client')
  await build({ root: ROOT, logLevel, build: { outDir: client, emptyOutDir: true } })
  await build({ root: ROOT, logLevel, build: { ssr: SERVER_ENTRY, outDir: join(out, 'server'), emptyOutDir: true } })
  const manifestFile = join(client, '.vite', 'manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest
  writeFileSync(join(out, 'client-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  rmSync(join(client, '.vite'), { recursive: true, force: true })
  const assets = buildAssetsFrom(manifest, (file) => readFileSync(join(ROOT, file), 'utf8'), (href) => readFileSync(join(client, href), 'utf8'))
  writeFileSync(join(out, 'assets.json'), `${JSON.stringify(assets, null, 2)}\n`)
}

/**
 * Points DIST_DIR at a finished build in one step (a new link renamed over the old one: atomic on POSIX), so a
 * running server sees the old build or the new one, never a half-written one. A DIST_DIR that is still a plain
 * folder (from before builds were switched) is moved aside into the builds folder first.
 */
export function switchBuild(distDir: string, buildDir: string): void {
  const link = resolve(distDir)
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) renameSync(link, join(BUILDS_DIR, `previous-${Date.now()}`))
  const temporary = `${link}.next-${randomBytes(4).toString('hex')}`
  symlinkSync(relative(dirname(link), buildDir), temporary)
  renameSync(temporary, link)
}

/** Removes all but the newest builds (never the current one). */
export function pruneBuilds(current: string, keep = KEEP_OLD_BUILDS): void {
  if (!existsSync(BUILDS_DIR)) return
  const others = readdirSync(BUILDS_DIR)
    .map((name) => join(BUILDS_DIR, name))
    .filter((dir) => dir !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  for (const dir of others.slice(keep)) rmSync(dir, { recursive: true, force: true })
}

/** Builds into a fresh folder under .builds/, then switches DIST_DIR to it and prunes old builds. */
export async function buildAndSwitch(distDir: string, options: { logLevel?: 'info' | 'warn' | 'error' | 'silent' } = {}): Promise<string> {
  mkdirSync(BUILDS_DIR, { recursive: true })
  const dir = join(BUILDS_DIR, `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`)
  try {
    await buildApp(dir, options)
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  switchBuild(distDir, dir)
  pruneBuilds(dir)
  return dir
}

export const buildName = (dir: string): string => basename(dir)
