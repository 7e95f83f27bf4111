import { readdirSync } from 'node:fs'
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { clipsDirOf } from './clip-store.ts'
import { createMediaRouter, parseRange } from './router.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp()
})
afterAll(() => t.close())
// The seeded database is shared; the router on it is built per test (decision 0115).
let app: Hono
beforeEach(() => {
  app = new Hono().route('/media/clips', createMediaRouter({ db: t.db, clipsDir: clipsDirOf(t.dataDir) }))
})

const get = (path: string, headers: Record<string, string> = {}) => app.request(`/media/clips/${path}`, { headers })
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3]

describe('GET /media/clips/{slug}.webm', () => {
  it('serves a VP8 WebM as long as the video says it is', async () => {
    const res = await get('psalm-46-be-still.webm')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('video/webm')
    expect(res.headers.get('Accept-Ranges')).toBe('bytes')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length))
    expect([...bytes.subarray(0, 4)]).toEqual(EBML_MAGIC)
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS })
    const track = await input.getPrimaryVideoTrack()
    expect(await track?.getCodec()).toBe('vp8')
    expect([track?.displayWidth, track?.displayHeight]).toEqual([640, 360])
    // psalm-46-be-still is seeded as 11:29 (689 seconds); players read the length the file declares.
    expect(await input.getDurationFromMetadata()).toBe(689)
  })

  it('makes a clip once, into the data folder, and serves that file to every router on it (another worker, a restart)', async () => {
    const first = new Uint8Array(await (await get('an-anchor-for-the-soul.webm')).arrayBuffer())
    const files = readdirSync(clipsDirOf(t.dataDir)).filter((name) => name.startsWith('an-anchor-for-the-soul.'))
    expect(files).toHaveLength(1)
    // Another router on the same folder, as another worker or a restarted server has, finds the file and serves it.
    const other = new Hono().route('/media/clips', createMediaRouter({ db: t.db, clipsDir: clipsDirOf(t.dataDir) }))
    const again = await other.request('/media/clips/an-anchor-for-the-soul.webm')
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(first)
    expect(readdirSync(clipsDirOf(t.dataDir)).filter((name) => name.startsWith('an-anchor-for-the-soul.'))).toEqual(files)
  })

  it('answers HEAD with the length and no body', async () => {
    const whole = await get('psalm-46-be-still.webm')
    const length = (await whole.arrayBuffer()).byteLength
    const head = await app.request('/media/clips/psalm-46-be-still.webm', { method: 'HEAD' })
    expect([head.status, head.headers.get('Content-Length'), (await head.arrayBuffer()).byteLength]).toEqual([200, String(length), 0])
  })

  it('answers a byte range with 206, as a player seeking asks', async () => {
    const whole = new Uint8Array(await (await get('new-every-morning.webm')).arrayBuffer())
    const part = await get('new-every-morning.webm', { Range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-199/${whole.length}`)
    expect(part.headers.get('Content-Length')).toBe('100')
    expect(part.headers.get('Content-Type')).toBe('video/webm')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(100, 200))
    const tail = await get('new-every-morning.webm', { Range: `bytes=${whole.length + 10}-` })
    expect(tail.status).toBe(416)
    expect(tail.headers.get('Content-Range')).toBe(`bytes */${whole.length}`)
  })

  it('has nothing for a slug no video has, or a name that is not a clip', async () => {
    for (const name of ['no-such-video.webm', 'psalm-46-be-still.mp4', 'psalm-46-be-still.fr.vtt', '..%2Fpsalm-46-be-still.webm', 'about.webm']) {
      expect((await get(name)).status, name).toBe(404)
    }
  })
})

describe('GET /media/clips/{slug}.{en|es}.vtt', () => {
  it('serves captions in the language asked, with the video\'s own title', async () => {
    const english = await get('psalm-46-be-still.en.vtt')
    expect(english.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8')
    const englishText = await english.text()
    expect(english.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(englishText).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:06\.000\nPsalm 46: Be Still, and Know\n/)
    expect(englishText).toContain('00:00:14.000 --> 00:11:29.000\n[No sound: a still preview of this teaching]')
    // The app serves them at the address the seeded videos give.
    expect((await t.app.request('/media/clips/psalm-46-be-still.en.vtt')).status).toBe(200)
    const spanish = await (await get('psalm-46-be-still.es.vtt')).text()
    expect(spanish).toContain('Salmo 46: estad quietos y conoced')
    expect(spanish).toContain('Encontrar un refugio que no se mueve cuando todo lo demás tiembla.')
  })
})

describe('byte ranges', () => {
  it('read bytes=a-b, bytes=a- and bytes=-n, and refuse what lies past the end', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 })
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 })
    expect(parseRange(' bytes=5-5 ', 100)).toEqual({ start: 5, end: 5 })
    expect(parseRange('bytes=99-99', 100)).toEqual({ start: 99, end: 99 })
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=9-2', 100)).toBe('unsatisfiable')
    expect(parseRange(undefined, 100)).toBeNull()
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull()
    expect(parseRange('bytes=-', 100)).toBeNull()
    expect(parseRange('bits=0-9', 100)).toBeNull()
    expect(parseRange('bytes=0-9x', 100)).toBeNull()
  })
})
