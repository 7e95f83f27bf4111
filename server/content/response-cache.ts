import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** One representation of an answer: its bytes and the ETag that names exactly those bytes. */
export interface Representation {
  bytes: Uint8Array<ArrayBuffer>
  etag: string
}

/**
 * A computed answer of the content service: the JSON once, and each compressed form the first time a client
 * asks for it (in the thread pool, never on the event loop), so every later request is served as stored bytes.
 */
export interface CachedAnswer {
  identity: Representation
  contentLanguage: string
  /** Compressed forms, made on first use; a promise, so two requests at once compress only once. */
  encoded: Map<Encoding, Promise<Representation>>
}

export interface ResponseCacheOptions {
  /** Every answer and compressed form kept, in bytes. */
  maxBytes: number
  /** A larger answer is served but never kept. */
  maxEntryBytes: number
  /** The requests remembered as sent (see {@link ResponseCache.remember}), in bytes; an eighth of `maxBytes` unless given. */
  maxSentBytes?: number
}

/** A request longer than this (as sent) is not remembered; the app's own are a few hundred characters at most. */
export const MAX_SENT_CHARS = 2048

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Brotli quality 5 and gzip level 6: on this JSON higher settings gain a few per cent in size for many times the CPU
 * (performance log, 2026-11-23), and an attacker asking for many different pages would make the server pay it.
 */
const COMPRESS: Record<Encoding, (bytes: Uint8Array) => Promise<Uint8Array<ArrayBuffer>>> = {
  br: async (bytes) => new Uint8Array(await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })),
  gzip: async (bytes) => new Uint8Array(await gzipped(bytes, { level: 6 })),
}

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url').slice(0, 27)

export function answerOf(json: string, contentLanguage: string): CachedAnswer {
  const bytes = new TextEncoder().encode(json)
  const hash = digest(bytes)
  return { identity: { bytes, etag: `"${hash}"` }, contentLanguage, encoded: new Map() }
}

/**
 * Content only changes when the database is seeded, before the server listens, so an answer computed once can be
 * given again. The cache is bounded in bytes (answers and their compressed forms, plus keys) and forgets the least
 * recently used answer first. Keys are built by the caller from the parsed, normalised request only, so a parameter
 * the service does not know can never make a new entry.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; bytes: number }>()
  private bytes = 0
  /** Requests as sent, each with the key of the entry that answered it (decision 0132). */
  private readonly sent = new Map<string, string>()
  private sentBytes = 0
  private readonly maxSentBytes: number

  constructor(private readonly options: ResponseCacheOptions) {
    this.maxSentBytes = options.maxSentBytes ?? Math.floor(options.maxBytes / 8)
  }

  /** Bytes held now (answers, compressed forms, keys). */
  get size(): number {
    return this.bytes
  }

  /** Bytes held by the requests remembered as sent (both strings of each, two bytes a character). */
  get sentSize(): number {
    return this.sentBytes
  }

  /**
   * Remembers that the request sent as `request` (its address and the headers its answer depends on) is answered by
   * the kept entry `key`, so the same request sent again is answered without being parsed. Only an entry the cache
   * keeps is remembered; the oldest requests are forgotten first once their bytes are spent.
   */
  remember(request: string, key: string): void {
    if (request.length > MAX_SENT_CHARS || !this.entries.has(key)) return
    this.forget(request)
    this.sent.set(request, key)
    this.sentBytes += (request.length + key.length) * 2
    for (const oldest of this.sent.keys()) {
      if (this.sentBytes <= this.maxSentBytes) return
      this.forget(oldest)
    }
  }

  /** The kept answer (and its key) for a request remembered as sent; undefined when unknown or since forgotten. */
  getSent(request: string): { key: string; answer: CachedAnswer } | undefined {
    const key = this.sent.get(request)
    const answer = key === undefined ? undefined : this.get(key)
    return key === undefined || answer === undefined ? undefined : { key, answer }
  }

  private forget(request: string): void {
    const key = this.sent.get(request)
    if (key === undefined) return
    this.sent.delete(request)
    this.sentBytes -= (request.length + key.length) * 2
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Map order is insertion order: moving the entry to the end makes the first one the least recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.answer
  }

  /** Keeps an answer when it fits; returns it either way. */
  set(key: string, answer: CachedAnswer): CachedAnswer {
    const bytes = answer.identity.bytes.length + key.length * 2
    if (bytes > this.options.maxEntryBytes) return answer
    this.remove(key)
    this.entries.set(key, { answer, bytes })
    this.bytes += bytes
    this.evict()
    return answer
  }

  /** The answer in this encoding, compressed once and then counted against the cache's bytes. */
  encoded(key: string, answer: CachedAnswer, encoding: Encoding): Promise<Representation> {
    let pending = answer.encoded.get(encoding)
    if (!pending) {
      pending = COMPRESS[encoding](answer.identity.bytes).then((bytes) => {
        const representation = { bytes, etag: `"${answer.identity.etag.slice(1, -1)}-${encoding}"` }
        const entry = this.entries.get(key)
        if (entry?.answer === answer) {
          entry.bytes += bytes.length
          this.bytes += bytes.length
          this.evict()
        }
        return representation
      })
      answer.encoded.set(encoding, pending)
    }
    return pending
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) return
      this.remove(key)
    }
  }
}
