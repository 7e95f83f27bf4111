import { ALL_FORMATS, BufferSource, Input } from 'mediabunny'
import { describe, expect, it } from 'vitest'
import { renderClip } from './clip.ts'
import { FALLBACK_PALETTE } from './palettes.ts'

describe('renderClip', () => {
  it.each([0, -1, 1.5, 3601, Number.NaN])('refuses a length of %s seconds', async (durationSeconds) => {
    await expect(renderClip({ palette: FALLBACK_PALETTE, durationSeconds })).rejects.toThrow(/clip length out of range/)
  })

  it.each([1, 3, 3600])('makes a %s-second WebM that declares exactly that length', async (durationSeconds) => {
    const bytes = await renderClip({ palette: FALLBACK_PALETTE, durationSeconds })
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS })
    expect(await input.getDurationFromMetadata()).toBe(durationSeconds)
  })

  it('is the same file for the same options, and another for other colours', async () => {
    const first = await renderClip({ palette: FALLBACK_PALETTE, durationSeconds: 4 })
    expect(await renderClip({ palette: FALLBACK_PALETTE, durationSeconds: 4 })).toEqual(first)
    expect(await renderClip({ palette: ['#000000', '#101010', '#ffffff'], durationSeconds: 4 })).not.toEqual(first)
  })
})
