import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js'
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input, type EncodedPacket } from 'mediabunny'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderClip, vp8KeyFrame, type Palette } from './clip.ts'
import { CLIP_HEIGHT, CLIP_WIDTH } from './clip-size.ts'
import { FALLBACK_PALETTE } from './palettes.ts'

const videoTrackOf = async (bytes: Uint8Array) => {
  const track = await new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS }).getPrimaryVideoTrack()
  if (!track) throw new Error('the clip has no video track')
  return track
}

async function packetsOf(bytes: Uint8Array): Promise<EncodedPacket[]> {
  const packets: EncodedPacket[] = []
  for await (const packet of new EncodedPacketSink(await videoTrackOf(bytes)).packets()) packets.push(packet)
  return packets
}

/** A RIFF/WebP file around chunks, each given as its four-letter id and its payload (odd sizes padded). */
function webpFile(chunks: Array<[id: string, payload: Uint8Array]>): ArrayBuffer {
  const body = chunks.flatMap(([id, payload]) => {
    const header = new Uint8Array(8)
    header.set([...id].map((letter) => letter.charCodeAt(0)))
    new DataView(header.buffer).setUint32(4, payload.length, true)
    return [header, payload, new Uint8Array(payload.length % 2)]
  })
  const size = body.reduce((sum, part) => sum + part.length, 4)
  const file = new Uint8Array(8 + size)
  file.set([...'RIFF'].map((letter) => letter.charCodeAt(0)))
  new DataView(file.buffer).setUint32(4, size, true)
  file.set([...'WEBP'].map((letter) => letter.charCodeAt(0)), 8)
  let offset = 12
  for (const part of body) { file.set(part, offset); offset += part.length }
  return file.buffer
}

/** The picture a packet shows: its VP8 key frame decoded as the still WebP it was made from. */
const pictureOf = (packet: EncodedPacket) => decodeWebp(webpFile([['VP8 ', packet.data]]))

const pixel = (picture: ImageData, x: number, y: number) => [...picture.data.subarray((y * picture.width + x) * 4, (y * picture.width + x) * 4 + 3)]
const rgb = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
/** Lossy VP8 at quality 70 keeps a smooth picture's colours within a few steps. */
const expectColour = (actual: number[], hex: string) => rgb(hex).forEach((channel, index) => expect(Math.abs((actual[index] ?? -999) - channel), `${actual} ≈ ${hex}`).toBeLessThanOrEqual(12))

/** Where a picture is brightest, and how bright (the sum of its channels). */
function brightest(picture: ImageData) {
  let best = { x: 0, y: 0, value: -1 }
  for (let y = 0; y < picture.height; y += 4) {
    for (let x = 0; x < picture.width; x += 4) {
      const value = pixel(picture, x, y).reduce((sum, channel) => sum + channel, 0)
      if (value > best.value) best = { x, y, value }
    }
  }
  return best
}

beforeAll(async () => {
  const wasm = createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm')
  await initWebpDecoder(await WebAssembly.compile(readFileSync(wasm)))
})

describe('renderClip', () => {
  it.each([0, -1, 1.5, 3601, Number.NaN])('refuses a length of %s seconds', async (durationSeconds) => {
    await expect(renderClip({ palette: FALLBACK_PALETTE, durationSeconds })).rejects.toThrow(/clip length out of range/)
  })

  it.each([1, 3, 3600])('makes a %s-second WebM that declares exactly that length', async (durationSeconds) => {
    const bytes = await renderClip({ palette: FALLBACK_PALETTE, durationSeconds })
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS })
    expect(await input.getDurationFromMetadata()).toBe(durationSeconds)
  })

  it('is a VP8 track of the size players reserve, one key picture every two seconds', async () => {
    const bytes = await renderClip({ palette: FALLBACK_PALETTE, durationSeconds: 5 })
    const track = await videoTrackOf(bytes)
    expect([await track.getCodec(), track.codedWidth, track.codedHeight]).toEqual(['vp8', CLIP_WIDTH, CLIP_HEIGHT])
    const packets = await packetsOf(bytes)
    expect(packets.map((packet) => [packet.type, packet.timestamp])).toEqual([['key', 0], ['key', 2], ['key', 4]])
  })

  it('loops eight different pictures', async () => {
    const pictures = (await packetsOf(await renderClip({ palette: FALLBACK_PALETTE, durationSeconds: 20 }))).map((packet) => Buffer.from(packet.data).toString('base64'))
    expect(pictures).toHaveLength(10)
    expect(new Set(pictures.slice(0, 8)).size).toBe(8)
    expect(pictures.slice(8)).toEqual(pictures.slice(0, 2))
  })

  it('runs from the dark colour at the top left to the mid colour at the bottom right, away from the light', async () => {
    const palette: Palette = ['#102040', '#4080c0', '#f0e0a0']
    const [first] = await packetsOf(await renderClip({ palette, durationSeconds: 1 }))
    if (!first) throw new Error('no picture')
    const picture = await pictureOf(first)
    expect([picture.width, picture.height]).toEqual([CLIP_WIDTH, CLIP_HEIGHT])
    expectColour(pixel(picture, 0, 0), '#102040')
    expectColour(pixel(picture, CLIP_WIDTH - 1, CLIP_HEIGHT - 1), '#4080c0')
  })

  it('has a soft light that drifts from the left of the picture to the right and back', async () => {
    // One flat colour under the light, so the brightest place is the light's centre.
    const packets = await packetsOf(await renderClip({ palette: ['#202020', '#202020', '#ffffff'], durationSeconds: 16 }))
    const spots = await Promise.all(packets.map(async (packet) => brightest(await pictureOf(packet))))
    const [start, , quarter, , half, , threeQuarters] = spots
    if (!start || !quarter || !half || !threeQuarters) throw new Error('fewer than eight pictures')
    expect(start.x).toBeLessThan(CLIP_WIDTH / 3)
    expect(half.x).toBeGreaterThan((CLIP_WIDTH * 2) / 3)
    expect(quarter.x).toBeGreaterThan(start.x)
    expect(quarter.x).toBeLessThan(half.x)
    expect(threeQuarters.x).toBeLessThan(half.x)
    // It rises and falls a little on its way: lower on the way out than on the way back.
    expect(quarter.y).toBeGreaterThan(threeQuarters.y)
    for (const spot of spots) {
      // Upper half, and soft: a little over half-way from the ground (0x20) to white (0xff), never near white.
      expect(spot.y).toBeLessThan(CLIP_HEIGHT / 2)
      expect(spot.value / 3).toBeGreaterThan(0x20 + 0.5 * (0xff - 0x20))
      expect(spot.value / 3).toBeLessThan(0x20 + 0.7 * (0xff - 0x20))
    }
  })

  it('is the same file for the same options, and another for other colours', async () => {
    const first = await renderClip({ palette: FALLBACK_PALETTE, durationSeconds: 4 })
    expect(await renderClip({ palette: FALLBACK_PALETTE, durationSeconds: 4 })).toEqual(first)
    expect(await renderClip({ palette: ['#000000', '#101010', '#ffffff'], durationSeconds: 4 })).not.toEqual(first)
  })
})

describe('vp8KeyFrame', () => {
  const frame = new Uint8Array([1, 2, 3, 4, 5])

  it('finds the lossy frame after other chunks, odd-sized ones padded', () => {
    expect(vp8KeyFrame(webpFile([['VP8X', new Uint8Array(10)], ['ICCP', new Uint8Array(3)], ['VP8 ', frame]]))).toEqual(frame)
  })

  it('finds an empty frame that ends the file', () => {
    expect(vp8KeyFrame(webpFile([['VP8 ', new Uint8Array(0)]]))).toEqual(new Uint8Array(0))
  })

  it('refuses a WebP without a lossy frame, such as a lossless one', () => {
    expect(() => vp8KeyFrame(webpFile([['VP8L', frame]]))).toThrow(/no lossy VP8 frame/)
    expect(() => vp8KeyFrame(webpFile([]))).toThrow(/no lossy VP8 frame/)
  })
})
