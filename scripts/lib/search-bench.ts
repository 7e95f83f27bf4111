// Server-side timing of verse search (decision 0060): the 50 commonest words of the index, each searched the way
// the results page asks (first page, counts per book), timed in-process so HTTP and caches are not measured.
import { join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { parseSearchText } from '#contracts/search-text.ts'
import { VerseSearch } from '#server/search/verse-search.ts'

const WORDS = 50
const ROUNDS = 20

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

/** Rows for the bench table; `dataDir` holds a seeded lamp.sqlite (the bench's own). */
export function benchSearch(dataDir: string): [string, string][] {
  const db = new BetterSqlite3(join(dataDir, 'lamp.sqlite'), { readonly: true })
  try {
    // The commonest indexed terms (stems, e.g. `thi` for "this"), by the number of verses that hold them.
    db.exec('CREATE VIRTUAL TABLE temp.verse_vocab USING fts5vocab(main, verse_fts, row)')
    const words = db.prepare('SELECT term FROM temp.verse_vocab ORDER BY doc DESC, term LIMIT ?').pluck().all(WORDS) as string[]
    const search = new VerseSearch(db)
    const timings: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const word of words) {
        const parsed = parseSearchText(word)
        if (!parsed.ok) continue
        const started = performance.now()
        search.search({ terms: parsed.terms, skip: 0, take: 20 })
        if (round > 0) timings.push(performance.now() - started) // round 0 warms statements and pages
      }
    }
    const sorted = timings.sort((a, b) => a - b)
    const ms = (value: number) => `${value.toFixed(1)} ms`
    return [
      [`search: the ${words.length} commonest words (${words.slice(0, 5).join(', ')}, …), server-side`,
        `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))} (target ≤ 30 ms), max ${ms(sorted.at(-1) ?? Number.NaN)}`],
    ]
  } finally {
    db.close()
  }
}
