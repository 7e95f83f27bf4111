import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny'
import { afterAll, describe, expect, it } from 'vitest'
import { renderClipToFile } from './clip-renderer.ts'
import { FALLBACK_PALETTE } from './palettes.ts'

const dir = mkdtempSync(join(tmpdir(), 'lamp-clip-renderer-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('renderClipToFile (a child process)', () => {
  it('writes the clip the options describe', async () => {
    const path = join(dir, 'three.webm')
    await renderClipToFile({ palette: FALLBACK_PALETTE, durationSeconds: 3 }, path)
    const input = new Input({ source: new BufferSource(readFileSync(path)), formats: ALL_FORMATS })
    expect(await input.getDurationFromMetadata()).toBe(3)
  }, 60_000)

  it('rejects with the child\'s own error when the render fails, writing nothing', async () => {
    const path = join(dir, 'none.webm')
    await expect(renderClipToFile({ palette: FALLBACK_PALETTE, durationSeconds: 0 }, path)).rejects.toThrow(/rendering a clip failed \(exit 1\): [^]*clip length out of range: 0/)
    expect(existsSync(path)).toBe(false)
  }, 60_000)

  it('ends a render that takes longer than its timeout', async () => {
    await expect(renderClipToFile({ palette: FALLBACK_PALETTE, durationSeconds: 3 }, join(dir, 'slow.webm'), 1)).rejects.toThrow('rendering a clip failed (ended after 0.001 s)')
  }, 60_000)
})
