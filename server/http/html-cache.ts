import { ByteLru, type ByteLruOptions } from './byte-lru.ts'

/**
 * Server-rendered HTML of anonymous pages, kept in memory: content only changes at seed time, so a page rendered
 * once is the same for every visitor until the build or the day changes (both are part of the key). Kept in the
 * server's byte-bounded cache (byte-lru.ts): a page counts its key, body and headers; a page larger than the per-entry
 * limit is never stored.
 */
export interface CachedPage {
  status: number
  headers: Array<[string, string]>
  /** The HTML with the nonce placeholder where each response puts its own nonce. */
  body: string
}

export type HtmlCacheOptions = ByteLruOptions

export interface HtmlCacheStats { entries: number; bytes: number }

const sizeOf = (key: string, page: CachedPage) =>
  Buffer.byteLength(key) + Buffer.byteLength(page.body) + page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)

export class HtmlCache {
  readonly #pages: ByteLru<CachedPage>

  constructor(options: HtmlCacheOptions) {
    this.#pages = new ByteLru(options)
  }

  get(key: string): CachedPage | undefined {
    return this.#pages.get(key)
  }

  /** Stores a page; false when it is too large to keep. Older pages leave until everything fits. */
  set(key: string, page: CachedPage): boolean {
    return this.#pages.set(key, page, sizeOf(key, page))
  }

  delete(key: string): void {
    this.#pages.delete(key)
  }

  stats(): HtmlCacheStats {
    return { entries: this.#pages.size, bytes: this.#pages.bytes }
  }
}

/** Path (with its locale prefix, which names the locale) and the server's date: today's devotional moves at midnight. */
export function htmlCacheKey({ pathname, locale, day }: { pathname: string; locale: string; day: string }): string {
  return `${day} ${locale} ${pathname}`
}
