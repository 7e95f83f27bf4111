import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import { problem } from '../http/problem.ts'
import { captionsFor, type CaptionLanguage } from './captions.ts'
import { createClipStore, type ClipFile } from './clip-store.ts'
import { requestHeader } from '../http/request-headers.ts'

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(webm|en\.vtt|es\.vtt)$/
/** The clips only change when the server does; a day's caching spares the generator. */
const CACHE_CONTROL = 'public, max-age=86400'

interface VideoRow { properties: string; spanish: string | null }
interface VideoText { title: string; description: string; durationSeconds: number }

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against `size`; null for none or several ranges, 'unsatisfiable' past the end. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return null
  const [, first = '', last = ''] = match
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first)
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1)
  return start > end || start >= size ? 'unsatisfiable' : { start, end }
}

/** The file, or the part of it a Range asks for, streamed from disk: no clip is held in memory. */
function sendFile(c: Context, { path, size }: ClipFile): Response {
  const headers: Record<string, string> = { 'Content-Type': 'video/webm', 'Accept-Ranges': 'bytes', 'Cache-Control': CACHE_CONTROL }
  const range = parseRange(requestHeader(c, 'range'), size)
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` })
  const { start, end } = range ?? { start: 0, end: size - 1 }
  const partial = range === null ? {} : { 'Content-Range': `bytes ${start}-${end}/${size}` }
  const length = { 'Content-Length': String(end - start + 1) }
  if (c.req.method === 'HEAD') return c.body(null, range === null ? 200 : 206, { ...headers, ...length, ...partial })
  const body = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>
  return c.body(body, range === null ? 200 : 206, { ...headers, ...length, ...partial })
}

export interface MediaRouterOptions {
  db: Database
  /** Where the clips are kept: DATA_DIR/clips (./clip-store.ts's clipsDirOf). */
  clipsDir: string
}

/**
 * The seeded videos' media, made on this server (nothing comes from elsewhere): `{slug}.webm`, a silent clip as
 * long as the video says it is, and `{slug}.en.vtt` / `{slug}.es.vtt`, its captions. Only slugs of video items
 * in the content exist; each clip is made once per data folder, in a child process, and served from its file.
 */
export function createMediaRouter({ db, clipsDir }: MediaRouterOptions): Hono {
  const findVideo = db.prepare<[string], VideoRow>(`SELECT c.properties, cc.properties AS spanish FROM content c
    LEFT JOIN content_culture cc ON cc.content_id = c.id AND cc.culture = 'es-ES'
    WHERE c.content_type = 'video' AND c.slug = ?`)
  const store = createClipStore(clipsDir)

  const videoText = (row: VideoRow, language: CaptionLanguage): VideoText => {
    const english = JSON.parse(row.properties) as VideoText
    return language === 'es' && row.spanish !== null ? { ...english, ...(JSON.parse(row.spanish) as Partial<VideoText>) } : english
  }

  const router = new Hono()
  router.get('/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'))
    const row = match?.[1] ? findVideo.get(match[1]) : undefined
    if (!match?.[1] || !row) return problem(c, 404, 'Not Found', `There is no media file ${c.req.path}.`)
    const [, slug, kind] = match
    if (kind === 'webm') return sendFile(c, await store.file(slug, videoText(row, 'en').durationSeconds))
    const language: CaptionLanguage = kind === 'es.vtt' ? 'es' : 'en'
    return c.body(captionsFor(language, videoText(row, language)), 200, { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': CACHE_CONTROL })
  })
  return router
}
