/**
 * Server-rendered HTML of anonymous pages, kept in memory: content only changes at seed time, so a page rendered
 * once is the same for every visitor until the build or the day changes (both are part of the key). Bounded in
 * bytes, least recently used first out; a page larger than the per-entry limit is never stored.
 */
export interface CachedPage {
  status: number
  headers: Array<[string, string]>
  /** The HTML with the nonce placeholder where each response puts its own nonce. */
  body: string
}

export interface HtmlCacheOptions {
  maxBytes: number
  maxEntryBytes: number
}

export interface HtmlCacheStats { entries: number; bytes: number }

const sizeOf = (key: string, page: CachedPage) =>
  Buffer.byteLength(key) + Buffer.byteLength(page.body) + page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)

export class HtmlCache {
  readonly #entries = new Map<string, { page: CachedPage; bytes: number }>()
  readonly #options: HtmlCacheOptions
  #bytes = 0

  constructor(options: HtmlCacheOptions) {
    if (!(options.maxBytes > 0) || !(options.maxEntryBytes > 0)) throw new RangeError('HtmlCache limits must be positive')
    this.#options = options
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    // Most recently used goes to the end of the Map's order.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.page
  }

  /** Stores a page; false when it is too large to keep. Older pages leave until everything fits. */
  set(key: string, page: CachedPage): boolean {
    const bytes = sizeOf(key, page)
    this.delete(key)
    if (bytes > this.#options.maxEntryBytes || bytes > this.#options.maxBytes) return false
    this.#entries.set(key, { page, bytes })
    this.#bytes += bytes
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= entry.bytes
    }
    return true
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }

  stats(): HtmlCacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes }
  }
}

/** Path (with its locale prefix, which names the locale) and the server's date: today's devotional moves at midnight. */
export function htmlCacheKey({ pathname, locale, day }: { pathname: string; locale: string; day: string }): string {
  return `${day} ${locale} ${pathname}`
}
