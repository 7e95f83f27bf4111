import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Plugin } from 'vite'
import { buildManifestPlugin, hashOutput, pickBuildId, type BuildMeta } from './vite-build-manifest-plugin.ts'

let root = ''

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lamp-build-manifest-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>\n')
  await writeFile(join(root, 'main.js'), 'import("./page.js").then((page) => page.show())\n')
  await writeFile(join(root, 'page.js'), 'export const show = () => { document.body.textContent = "Lamp" }\n')
})
afterAll(async () => { await rm(root, { recursive: true, force: true }) })

const fixtureBuild = async (plugin: Plugin, outDir: string) => {
  await build({ root, configFile: false, logLevel: 'silent', plugins: [plugin], build: { outDir, emptyOutDir: true } })
  return join(root, outDir)
}
const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T

describe('build manifest plugin', () => {
  it('names a build after what was built: the same sources give the same id and asset names, and the code never holds it', async () => {
    const first = await fixtureBuild(buildManifestPlugin({ now: () => 1 }), 'first')
    const second = await fixtureBuild(buildManifestPlugin({ now: () => 2 }), 'second')
    const latest = await readJson<{ id: string; timestamp: number }>(join(first, 'builds/latest.json'))
    expect(latest.id).toMatch(/^[0-9a-f]{16}$/)
    expect(await readJson(join(second, 'builds/latest.json'))).toEqual({ id: latest.id, timestamp: 2 })
    expect(await readdir(join(second, 'assets'))).toEqual(await readdir(join(first, 'assets')))
    const meta = await readJson<BuildMeta>(join(first, `builds/meta/${latest.id}.json`))
    expect(meta.files).toContain('index.html')
    for (const file of meta.files.filter((name) => name.endsWith('.js'))) expect(await readFile(join(first, file), 'utf8')).not.toContain(latest.id)
  })

  it('gives changed sources another id', () => {
    expect(hashOutput([['a.js', 'one']])).not.toBe(hashOutput([['a.js', 'two']]))
    expect(hashOutput([['a.js', 'x'], ['b.js', 'y']])).toBe(hashOutput([['b.js', 'y'], ['a.js', 'x']]))
  })

  it('takes LAMP_BUILD_ID when set, and only plain characters', () => {
    expect(pickBuildId(undefined, 'abc123')).toBe('abc123')
    expect(pickBuildId('release-42', 'abc123')).toBe('release-42')
    expect(() => pickBuildId('../etc/passwd', 'abc123')).toThrow(/LAMP_BUILD_ID/)
  })

  it('runs only for the browser build, never while serving or for the server bundle', () => {
    const apply = buildManifestPlugin().apply
    expect(typeof apply).toBe('function')
    if (typeof apply !== 'function') return
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true)
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false)
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false)
  })
})
