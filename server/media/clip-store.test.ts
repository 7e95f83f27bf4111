import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../testing/test-app.ts'
import type { ClipOptions } from './clip.ts'
import { clipFileName, clipsDirOf, createClipStore, removeStaleClips, type RenderToFile } from './clip-store.ts'
import { VIDEO_PALETTES } from './palettes.ts'

let dir: string
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'lamp-clips-')) })
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Writes a stand-in clip (its options as text) after `hold` resolves, counting renders and how many run at once. */
function fakeRenderer(hold: () => Promise<void> = () => Promise.resolve()) {
  const calls: ClipOptions[] = []
  let running = 0
  let mostAtOnce = 0
  const render: RenderToFile = async (options, path) => {
    calls.push(options)
    running += 1
    mostAtOnce = Math.max(mostAtOnce, running)
    try {
      await hold()
      await writeFile(path, JSON.stringify(options))
    } finally {
      running -= 1
    }
  }
  return { render, calls, mostAtOnce: () => mostAtOnce }
}

describe('the clip store', () => {
  it('makes a missing clip once, however many ask at the same time, and keeps only the finished file', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => { release = resolve })
    const fake = fakeRenderer(() => held)
    const store = createClipStore(dir, fake.render)
    const asks = [1, 2, 3].map(() => store.file('psalm-46-be-still', 689))
    await new Promise((resolve) => setTimeout(resolve, 20))
    // Nothing is in place while the render runs: a reader never finds half a file.
    expect(readdirSync(dir).filter((name) => !name.startsWith('.'))).toEqual([])
    release()
    const files = await Promise.all(asks)
    expect(fake.calls).toEqual([{ palette: VIDEO_PALETTES['psalm-46-be-still'], durationSeconds: 689 }])
    expect(new Set(files.map((file) => file.path)).size).toBe(1)
    expect(files[0]?.size).toBe(JSON.stringify(fake.calls[0]).length)
    expect(readdirSync(dir)).toEqual([clipFileName('psalm-46-be-still', 689)])
  })

  it('renders one clip at a time in a process', async () => {
    const fake = fakeRenderer(() => new Promise((resolve) => setTimeout(resolve, 10)))
    const store = createClipStore(dir, fake.render)
    await Promise.all(['new-every-morning', 'psalm-46-be-still', 'an-anchor-for-the-soul'].map((slug) => store.file(slug, 60)))
    expect([fake.calls.length, fake.mostAtOnce()]).toEqual([3, 1])
  })

  it('finds a clip another process made, without rendering it again', async () => {
    await createClipStore(dir, fakeRenderer().render).file('new-every-morning', 612)
    const later = fakeRenderer()
    const file = await createClipStore(dir, later.render).file('new-every-morning', 612)
    expect(file.path).toBe(join(dir, clipFileName('new-every-morning', 612)))
    expect(later.calls).toEqual([])
  })

  it('tries again after a failed render, and leaves no half-written file behind', async () => {
    let fail = true
    const render: RenderToFile = async (options, path) => {
      await writeFile(path, 'half')
      if (fail) throw new Error('the encoder ran out of memory')
      await writeFile(path, JSON.stringify(options))
    }
    const store = createClipStore(dir, render)
    await expect(store.file('new-every-morning', 612)).rejects.toThrow('the encoder ran out of memory')
    expect(readdirSync(dir)).toEqual([])
    fail = false
    await expect(store.file('new-every-morning', 612)).resolves.toMatchObject({ size: JSON.stringify({ palette: VIDEO_PALETTES['new-every-morning'], durationSeconds: 612 }).length })
  })

  it('names a clip by what it is made from: another length or palette is another file', () => {
    expect(clipFileName('psalm-46-be-still', 689)).toMatch(/^psalm-46-be-still\.[\w-]{12}\.webm$/)
    expect(clipFileName('psalm-46-be-still', 689)).toBe(clipFileName('psalm-46-be-still', 689))
    expect(clipFileName('psalm-46-be-still', 690)).not.toBe(clipFileName('psalm-46-be-still', 689))
    // Both unknown slugs play in the fallback colours, so only the slug tells their files apart.
    expect(clipFileName('unknown-a', 60).replace('unknown-a', '')).toBe(clipFileName('unknown-b', 60).replace('unknown-b', ''))
  })
})

describe('removeStaleClips', () => {
  it('removes files no seeded video needs, and keeps the ones they do', () => {
    const t = createTestApp()
    try {
      const clips = clipsDirOf(t.dataDir)
      const current = clipFileName('psalm-46-be-still', 689)
      const stale = ['psalm-46-be-still.oldformat000.webm', '.new-every-morning.123-abcd.tmp', 'no-such-video.abc.webm']
      mkdirSync(clips, { recursive: true })
      for (const name of [current, ...stale]) writeFileSync(join(clips, name), 'clip')
      expect(removeStaleClips(t.db, clips)).toBe(stale.length)
      expect(readdirSync(clips)).toEqual([current])
      expect(removeStaleClips(t.db, join(t.dataDir, 'none'))).toBe(0)
    } finally {
      t.close()
    }
  })
})
