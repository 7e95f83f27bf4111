import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from 'vite'
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, compileHintPlugin } from './vite-compile-hint-plugin.ts'

let root = ''
let assets = ''
const verses = Array.from({ length: 400 }, (_, n) => `  (reader) => reader.say("verse ${n}: in the beginning was the word")`)
/** The line of main.js that sets the marker: after the list's opening line, its verses, its closing line and the loop. */
const MARKER_LINE = verses.length + 4

// An entry large enough for the hint, which loads two small pages sharing a module: Vite then opens the entry with
// its preload helper's dependency list, which the hint must precede.
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lamp-compile-hint-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>\n')
  await writeFile(join(root, 'main.js'), [
    `const verses = [\n${verses.join(',\n')},\n]`,
    'for (const verse of verses) verse(console)',
    'window.marker = function openTheBook() { return "marker" }',
    'import("./page-a.js").then((page) => page.show())',
    'import("./page-b.js").then((page) => page.show())',
  ].join('\n'))
  await writeFile(join(root, 'shared.js'), 'export const title = (text) => `Lamp: ${text}`\n')
  await writeFile(join(root, 'page-a.js'), 'import { title } from "./shared.js"\nexport const show = () => { document.title = title("a") }\n')
  await writeFile(join(root, 'page-b.js'), 'import { title } from "./shared.js"\nexport const show = () => { document.title = title("b") }\n')
  await build({ root, configFile: false, logLevel: 'silent', plugins: [compileHintPlugin()], build: { outDir: 'out', emptyOutDir: true, sourcemap: 'hidden' } })
  assets = join(root, 'out', 'assets')
})
afterAll(async () => { await rm(root, { recursive: true, force: true }) })

const chunks = async () => {
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'))
  return Promise.all(files.map(async (file) => ({ file, code: await readFile(join(assets, file), 'utf8') })))
}

describe('compile hint plugin', () => {
  it('opens a large chunk with the hint as its very first line, before the preload helper', async () => {
    const entry = (await chunks()).find(({ file }) => file.startsWith('index-'))
    expect(entry?.code.length).toBeGreaterThan(COMPILE_HINT_MIN_BYTES)
    const [first, second] = entry?.code.split('\n') ?? []
    expect(first).toBe(COMPILE_HINT)
    expect(second).toMatch(/^const __vite__mapDeps=/)
  })

  it('leaves small chunks as they are', async () => {
    const small = (await chunks()).filter(({ code }) => code.length < COMPILE_HINT_MIN_BYTES)
    expect(small.length).toBeGreaterThanOrEqual(2)
    for (const { file, code } of small) expect(code, file).not.toContain(COMPILE_HINT)
  })

  it("keeps the source map true: code after the hint still maps to its source's line", async () => {
    const entry = (await chunks()).find(({ file }) => file.startsWith('index-'))
    const lines = entry?.code.split('\n') ?? []
    const line = lines.findIndex((text) => text.includes('window.marker='))
    const map = new TraceMap(await readFile(join(assets, `${entry?.file}.map`), 'utf8'))
    const position = originalPositionFor(map, { line: line + 1, column: lines[line]?.indexOf('window.marker=') ?? 0 })
    expect(position.source).toMatch(/main\.js$/)
    expect(position.line).toBe(MARKER_LINE)
  })
})
