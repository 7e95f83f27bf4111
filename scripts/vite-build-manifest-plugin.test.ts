import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Plugin, type UserConfig } from 'vite'
import { buildManifestPlugin, pickBuildId, type BuildMeta } from './vite-build-manifest-plugin.ts'

let root = ''

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lamp-build-manifest-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>\n')
  await writeFile(join(root, 'main.js'), 'document.body.dataset.build = import.meta.env.VITE_BUILD_ID\n')
})
afterAll(async () => { await rm(root, { recursive: true, force: true }) })

const fixtureBuild = (plugin: Plugin, config: UserConfig = {}) =>
  build({ root, configFile: false, logLevel: 'silent', plugins: [plugin], build: { outDir: 'dist', emptyOutDir: true }, ...config })

describe('build manifest plugin', () => {
  it('bakes the id into the bundle and writes latest.json and meta/{id}.json on vite build', async () => {
    await fixtureBuild(buildManifestPlugin({ id: 'b-test-1', now: () => 1_700_000_000_000 }))
    const latest: unknown = JSON.parse(await readFile(join(root, 'dist/builds/latest.json'), 'utf8'))
    expect(latest).toEqual({ id: 'b-test-1', timestamp: 1_700_000_000_000 })
    const meta = JSON.parse(await readFile(join(root, 'dist/builds/meta/b-test-1.json'), 'utf8')) as BuildMeta
    expect(meta).toMatchObject({ id: 'b-test-1', timestamp: 1_700_000_000_000 })
    expect(meta.files).toContain('index.html')
    const entry = meta.files.find((file) => /^assets\/.*\.js$/.test(file))
    expect(entry).toBeDefined()
    expect(await readFile(join(root, 'dist', entry ?? ''), 'utf8')).toMatch(/[`"']b-test-1[`"']/)
  })

  it('gives every build its own id unless LAMP_BUILD_ID fixes it', () => {
    expect(pickBuildId(undefined, 1)).not.toBe(pickBuildId(undefined, 1))
    expect(pickBuildId('release-42', 1)).toBe('release-42')
    expect(() => pickBuildId('../etc/passwd', 1)).toThrow(/LAMP_BUILD_ID/)
  })

  it('uses the id "dev" and writes nothing while serving', () => {
    const plugin = buildManifestPlugin({ id: 'ignored' })
    const config = plugin.config
    const hook = typeof config === 'function' ? config : config?.handler
    const result = hook?.call({} as never, {}, { command: 'serve', mode: 'development' })
    expect(result).toEqual({ define: { 'import.meta.env.VITE_BUILD_ID': '"dev"' } })
    const emitted: unknown[] = []
    const generate = plugin.generateBundle
    const generateHook = typeof generate === 'function' ? generate : generate?.handler
    generateHook?.call({ emitFile: (file: unknown) => emitted.push(file) } as never, {} as never, {}, false)
    expect(emitted).toEqual([])
  })
})
