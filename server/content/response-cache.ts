import { createHash } from 'node:crypto'
import { ByteLru } from '../http/byte-lru.ts'
import { compressBytes, type Encoding } from '../http/encodings.ts'

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
  private readonly answers: ByteLru<CachedAnswer>
  /**
   * Requests as sent, each with the key of the entry that answered it (decision 0132). Read with `peek`, so the
   * oldest are forgotten first: a hit costs no reordering on the hot path.
   */
  private readonly sent: ByteLru<string>

  constructor(options: ResponseCacheOptions) {
    this.answers = new ByteLru(options)
    const maxSentBytes = options.maxSentBytes ?? Math.floor(options.maxBytes / 8)
    this.sent = new ByteLru({ maxBytes: maxSentBytes, maxEntryBytes: maxSentBytes })
  }

  /** Bytes held now (answers, compressed forms, keys). */
  get size(): number {
    return this.answers.bytes
  }

  /** Bytes held by the requests remembered as sent (both strings of each, two bytes a character). */
  get sentSize(): number {
    return this.sent.bytes
  }

  /**
   * Remembers that the request sent as `request` (its address and the headers its answer depends on) is answered by
   * the kept entry `key`, so the same request sent again is answered without being parsed. Only an entry the cache
   * keeps is remembered; the oldest requests are forgotten first once their bytes are spent.
   */
  remember(request: string, key: string): void {
    if (request.length > MAX_SENT_CHARS || !this.answers.has(key)) return
    this.sent.set(request, key, (request.length + key.length) * 2)
  }

  /** The kept answer (and its key) for a request remembered as sent; undefined when unknown or since forgotten. */
  getSent(request: string): { key: string; answer: CachedAnswer } | undefined {
    const key = this.sent.peek(request)
    const answer = key === undefined ? undefined : this.answers.get(key)
    return key === undefined || answer === undefined ? undefined : { key, answer }
  }

  get(key: string): CachedAnswer | undefined {
    return this.answers.get(key)
  }

  /** Keeps an answer when it fits; returns it either way. */
  set(key: string, answer: CachedAnswer): CachedAnswer {
    this.answers.set(key, answer, answer.identity.bytes.length + key.length * 2)
    return answer
  }

  /** The answer in this encoding, compressed once and then counted against the cache's bytes while it is kept. */
  encoded(key: string, answer: CachedAnswer, encoding: Encoding): Promise<Representation> {
    let pending = answer.encoded.get(encoding)
    if (!pending) {
      pending = compressBytes(encoding, answer.identity.bytes).then((bytes) => {
        this.answers.grow(key, answer, bytes.length)
        return { bytes, etag: `"${answer.identity.etag.slice(1, -1)}-${encoding}"` }
      })
      answer.encoded.set(encoding, pending)
    }
    return pending
  }
}
