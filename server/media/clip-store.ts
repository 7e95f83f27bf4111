import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import type { ClipOptions } from './clip.ts'
import { renderClipToFile } from './clip-renderer.ts'
import { FALLBACK_PALETTE, VIDEO_PALETTES } from './palettes.ts'

/**
 * What a clip file is made from besides its palette and length: change it whenever clip.ts draws or encodes
 * differently, so every clip made before is made again (a file's name carries it).
 */
const CLIP_FORMAT = 1

/** Where a data folder keeps its clips. */
export const clipsDirOf = (dataDir: string): string => join(dataDir, 'clips')

const optionsFor = (slug: string, durationSeconds: number): ClipOptions => ({ palette: VIDEO_PALETTES[slug] ?? FALLBACK_PALETTE, durationSeconds })

/** `{slug}.{fingerprint}.webm`: a clip made from other options (or by another format) has another name. */
export function clipFileName(slug: string, durationSeconds: number): string {
  const fingerprint = createHash('sha256').update(JSON.stringify({ format: CLIP_FORMAT, ...optionsFor(slug, durationSeconds) })).digest('base64url').slice(0, 12)
  return `${slug}.${fingerprint}.webm`
}

export interface ClipFile {
  path: string
  size: number
}

export interface ClipStore {
  /** The clip's file on disk, made first (in a child process) when it is not there yet. */
  file(slug: string, durationSeconds: number): Promise<ClipFile>
}

/** Renders a clip into a file (a child process: ./clip-renderer.ts); tests pass their own. */
export type RenderToFile = (options: ClipOptions, path: string) => Promise<void>

/**
 * The videos' clips as files in `dir` (DATA_DIR/clips), made once per data folder, on the first request for each:
 * then every request, on every worker and after every restart, streams the file. A clip is rendered one at a time
 * per process (a second request for it waits for the same render), into a file aside that is then renamed into
 * place, so no reader, nor another process making the same clip, ever sees half a file. Only video items of the
 * content have clips, so there are at most as many renders and files as videos.
 */
export function createClipStore(dir: string, render: RenderToFile = renderClipToFile): ClipStore {
  const making = new Map<string, Promise<void>>()
  let queue: Promise<unknown> = Promise.resolve()

  const make = (name: string, options: ClipOptions): Promise<void> => {
    const pending = making.get(name)
    if (pending) return pending
    const run = async () => {
      mkdirSync(dir, { recursive: true })
      const aside = join(dir, `.${name}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`)
      try {
        await render(options, aside)
        await rename(aside, join(dir, name))
      } finally {
        await rm(aside, { force: true })
      }
    }
    const made = queue.then(run, run)
    queue = made.catch(() => undefined)
    making.set(name, made)
    // A failed render is not remembered: the next request tries again.
    const forget = () => { making.delete(name) }
    made.then(forget, forget)
    return made
  }

  const sizeOnDisk = (path: string) => stat(path).then((found) => found.size, () => null)

  return {
    async file(slug, durationSeconds) {
      const name = clipFileName(slug, durationSeconds)
      const path = join(dir, name)
      const size = (await sizeOnDisk(path)) ?? (await make(name, optionsFor(slug, durationSeconds)), await sizeOnDisk(path))
      if (size === null) throw new Error(`the clip ${name} was made but is not in ${dir}`)
      return { path, size }
    },
  }
}

/**
 * Removes clip files no video needs any more (another length or format, a render cut off half-way). Run while the
 * data folder is prepared, before any server answers, so nothing is streaming them.
 */
export function removeStaleClips(db: Database, dir: string): number {
  let removed = 0
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return 0
  }
  const videos = db.prepare<[], { slug: string; properties: string }>(`SELECT slug, properties FROM content WHERE content_type = 'video' AND slug IS NOT NULL`).all()
  const wanted = new Set(videos.map(({ slug, properties }) => clipFileName(slug, (JSON.parse(properties) as { durationSeconds: number }).durationSeconds)))
  for (const name of names) {
    if (wanted.has(name)) continue
    rmSync(join(dir, name), { force: true, recursive: true })
    removed += 1
  }
  return removed
}
