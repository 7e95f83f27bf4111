export interface ByteLruOptions {
  /** Every value kept, in bytes as the caller counts them. */
  maxBytes: number
  /** A larger value is never kept. */
  maxEntryBytes: number
}

/**
 * The server's one byte-bounded cache: values keyed by string, each with the bytes its caller says it costs, the least
 * recently used leaving first once the total passes `maxBytes`. The HTML of anonymous pages (html-cache.ts), the
 * content service's answers and the requests remembered as sent (content/response-cache.ts) are kept in it.
 */
export class ByteLru<V> {
  // A Map iterates in insertion order: a value read is moved to the end, so the first one is the least recently used.
  readonly #entries = new Map<string, { value: V; bytes: number }>()
  readonly #options: ByteLruOptions
  #bytes = 0

  constructor(options: ByteLruOptions) {
    if (!(options.maxBytes > 0) || !(options.maxEntryBytes > 0)) throw new RangeError('cache limits must be positive')
    this.#options = options
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.#bytes
  }

  /** Values held now. */
  get size(): number {
    return this.#entries.size
  }

  has(key: string): boolean {
    return this.#entries.has(key)
  }

  /** The value, left where it is in the order: a cache that forgets its oldest first reads with this. */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value
  }

  /** The value, which becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  /**
   * Keeps `value` under `key` in place of what was there (which goes either way, so a stale value never outlives a
   * newer one that was too large to keep); false when it is larger than either limit. Older values leave until all fit.
   */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key)
    if (bytes > this.#options.maxEntryBytes || bytes > this.#options.maxBytes) return false
    this.#entries.set(key, { value, bytes })
    this.#bytes += bytes
    this.#evict()
    return true
  }

  /**
   * Counts `bytes` more against the value under `key` (a compressed form made later, say) if it is still `value`;
   * false when it is not (replaced or forgotten meanwhile), so nothing is counted for a value no longer held.
   */
  grow(key: string, value: V, bytes: number): boolean {
    const entry = this.#entries.get(key)
    if (entry?.value !== value) return false
    entry.bytes += bytes
    this.#bytes += bytes
    this.#evict()
    return true
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }

  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.#options.maxBytes) return
      this.delete(key)
    }
  }
}
