import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import { problem } from '../http/problem.ts'
import { captionsFor, type CaptionLanguage } from './captions.ts'
import { renderClip } from './clip.ts'
import { FALLBACK_PALETTE, VIDEO_PALETTES } from './palettes.ts'
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

function sendBytes(c: Context, bytes: Uint8Array<ArrayBuffer>): Response {
  const headers: Record<string, string> = { 'Content-Type': 'video/webm', 'Accept-Ranges': 'bytes', 'Cache-Control': CACHE_CONTROL }
  const range = parseRange(requestHeader(c, 'range'), bytes.length)
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${bytes.length}` })
  if (range === null) return c.body(bytes, 200, { ...headers, 'Content-Length': String(bytes.length) })
  const part = bytes.subarray(range.start, range.end + 1)
  return c.body(part, 206, { ...headers, 'Content-Length': String(part.length), 'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}` })
}

/**
 * The seeded videos' media, made on this server (nothing comes from elsewhere): `{slug}.webm`, a silent clip as
 * long as the video says it is, and `{slug}.en.vtt` / `{slug}.es.vtt`, its captions. Only slugs of video items
 * in the content exist, so the generator runs at most once per seeded video; clips are kept in memory.
 */
export function createMediaRouter({ db }: { db: Database }): Hono {
  const findVideo = db.prepare<[string], VideoRow>(`SELECT c.properties, cc.properties AS spanish FROM content c
    LEFT JOIN content_culture cc ON cc.content_id = c.id AND cc.culture = 'es-ES'
    WHERE c.content_type = 'video' AND c.slug = ?`)
  const clips = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

  const videoText = (row: VideoRow, language: CaptionLanguage): VideoText => {
    const english = JSON.parse(row.properties) as VideoText
    return language === 'es' && row.spanish !== null ? { ...english, ...(JSON.parse(row.spanish) as Partial<VideoText>) } : english
  }

  const clipOf = (slug: string, durationSeconds: number): Promise<Uint8Array<ArrayBuffer>> => {
    let clip = clips.get(slug)
    if (!clip) {
      clip = renderClip({ palette: VIDEO_PALETTES[slug] ?? FALLBACK_PALETTE, durationSeconds })
      clips.set(slug, clip)
      // A failed render is not kept: the next request tries again.
      clip.catch(() => clips.delete(slug))
    }
    return clip
  }

  const router = new Hono()
  router.get('/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'))
    const row = match?.[1] ? findVideo.get(match[1]) : undefined
    if (!match?.[1] || !row) return problem(c, 404, 'Not Found', `There is no media file ${c.req.path}.`)
    const [, slug, kind] = match
    if (kind === 'webm') return sendBytes(c, await clipOf(slug, videoText(row, 'en').durationSeconds))
    const language: CaptionLanguage = kind === 'es.vtt' ? 'es' : 'en'
    return c.body(captionsFor(language, videoText(row, language)), 200, { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': CACHE_CONTROL })
  })
  return router
}
