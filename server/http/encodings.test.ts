import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, compressBytes, compressor, type Encoding } from './encodings.ts'

describe('chooseEncoding', () => {
  it('prefers br over gzip, whatever their weights, as long as the weight is above zero', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('br;q=0.5, gzip;q=1')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('deflate')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })

  it('honours a weight of zero as a refusal, spaces around the semicolon included', () => {
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
    expect(chooseEncoding('br; q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull()
    expect(chooseEncoding('br ;q=0.8')).toBe('br')
  })

  it('takes * for any coding not named', () => {
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('br;q=0, *')).toBe('gzip')
    expect(chooseEncoding('identity, *;q=0')).toBeNull()
  })
})

const decode: Record<Encoding, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync }

describe('compressing', () => {
  const text = JSON.stringify({ verses: Array.from({ length: 200 }, (_, i) => ({ number: i + 1, text: `In the beginning ${i}` })) })

  it.each(['br', 'gzip'] as const)('a stream and whole bytes come out as the same %s text, and smaller', async (encoding) => {
    const streamed = await buffer(Readable.from([Buffer.from(text)]).pipe(compressor(encoding)))
    const whole = Buffer.from(await compressBytes(encoding, new TextEncoder().encode(text)))
    for (const compressed of [streamed, whole]) {
      expect(decode[encoding](compressed).toString()).toBe(text)
      expect(compressed.length).toBeLessThan(text.length / 4)
    }
  })
})
