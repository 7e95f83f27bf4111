import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js'
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Output, WebMOutputFormat } from 'mediabunny'
import { CLIP_HEIGHT, CLIP_WIDTH } from './clip-size.ts'

/** Three colours, dark to light: the background runs dark to mid, the glow is the light one. */
export type Palette = readonly [dark: string, mid: string, light: string]

export interface ClipOptions {
  palette: Palette
  durationSeconds: number
}

/** Distinct pictures in the loop, and how long each shows: a slow drift of light, not motion video. */
const LOOP_FRAMES = 8
const FRAME_SECONDS = 2

let encoderReady: Promise<unknown> | null = null

/** The WebP encoder is WebAssembly: compiled once, from the file the package ships (nothing is fetched). */
function webpEncoder(): Promise<unknown> {
  encoderReady ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm')
    return initWebpEncoder(await WebAssembly.compile(readFileSync(wasm)))
  })()
  return encoderReady
}

const rgb = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** A diagonal dark-to-mid gradient with a soft light that drifts across the picture as `phase` goes 0 → 1. */
function picture([dark, mid, light]: Palette, phase: number): ImageData {
  const [from, to, glow] = [rgb(dark), rgb(mid), rgb(light)]
  const data = new Uint8ClampedArray(CLIP_WIDTH * CLIP_HEIGHT * 4)
  const centreX = CLIP_WIDTH * (0.25 + 0.5 * (0.5 - 0.5 * Math.cos(phase * 2 * Math.PI)))
  const centreY = CLIP_HEIGHT * (0.35 + 0.1 * Math.sin(phase * 2 * Math.PI))
  const radius = CLIP_HEIGHT * 0.55
  for (let y = 0; y < CLIP_HEIGHT; y++) {
    for (let x = 0; x < CLIP_WIDTH; x++) {
      const along = (x + y) / (CLIP_WIDTH + CLIP_HEIGHT)
      const light = Math.max(0, 1 - Math.hypot(x - centreX, y - centreY) / radius) ** 2 * 0.6
      const offset = (y * CLIP_WIDTH + x) * 4
      for (let channel = 0; channel < 3; channel++) {
        const base = (from[channel] ?? 0) + ((to[channel] ?? 0) - (from[channel] ?? 0)) * along
        data[offset + channel] = base + ((glow[channel] ?? 0) - base) * light
      }
      data[offset + 3] = 255
    }
  }
  return { data, width: CLIP_WIDTH, height: CLIP_HEIGHT, colorSpace: 'srgb' }
}

/** A lossy WebP file is a RIFF wrapper around one VP8 key frame: the frame is what a WebM track carries. */
export function vp8KeyFrame(webp: ArrayBuffer): Uint8Array {
  const bytes = new Uint8Array(webp)
  const view = new DataView(webp)
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4))
    const size = view.getUint32(offset + 4, true)
    if (id === 'VP8 ') return bytes.slice(offset + 8, offset + 8 + size)
    offset += 8 + size + (size % 2)
  }
  throw new Error('the WebP encoder returned no lossy VP8 frame')
}

/**
 * A silent VP8 WebM of the given length, made here without ffmpeg: a loop of a few WebP-encoded pictures,
 * each shown for two seconds, muxed by mediabunny. Deterministic for the same options.
 */
export async function renderClip({ palette, durationSeconds }: ClipOptions): Promise<Uint8Array<ArrayBuffer>> {
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1 || durationSeconds > 3600) throw new Error(`clip length out of range: ${durationSeconds}`)
  await webpEncoder()
  const frames: Uint8Array[] = []
  for (let index = 0; index < LOOP_FRAMES; index++) {
    frames.push(vp8KeyFrame(await encodeWebp(picture(palette, index / LOOP_FRAMES), { quality: 70 })))
  }
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() })
  const track = new EncodedVideoPacketSource('vp8')
  output.addVideoTrack(track)
  await output.start()
  const count = Math.ceil(durationSeconds / FRAME_SECONDS)
  for (let index = 0; index < count; index++) {
    const timestamp = index * FRAME_SECONDS
    const frame = frames[index % LOOP_FRAMES] ?? new Uint8Array()
    const packet = new EncodedPacket(frame, 'key', timestamp, Math.min(FRAME_SECONDS, durationSeconds - timestamp))
    await track.add(packet, index === 0 ? { decoderConfig: { codec: 'vp8', codedWidth: CLIP_WIDTH, codedHeight: CLIP_HEIGHT } } : undefined)
  }
  await output.finalize()
  const buffer = output.target.buffer
  if (!buffer) throw new Error('mediabunny produced no WebM')
  return new Uint8Array(buffer)
}
