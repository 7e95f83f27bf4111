import type { Database, Statement } from 'better-sqlite3'
import type { BookCount, HighlightSegment, VerseHit, VerseSearchResult } from '#contracts/search.ts'
import type { SearchTerm, SearchTestament } from '#contracts/search-text.ts'
import { toFtsExpression } from './fts-expression.ts'
import { ensureSearchIndex } from './search-index.ts'

export interface VerseSearchRequest {
  terms: readonly SearchTerm[]
  testament?: SearchTestament | undefined
  book?: string | undefined
  skip: number
  take: number
}

interface IndexedBook {
  slug: string
  name: string
  testament: SearchTestament
  first: number
  last: number
}

interface HitRow {
  contentId: string
  name: string
  testament: SearchTestament
  book: string
  bookName: string
  chapter: number
  verse: number
  marked: string
}

// Verse text never holds control characters, so these two cannot be confused with it.
const OPEN = '\u0001'
const CLOSE = '\u0002'

/** `a \u0001b\u0002 c` → [{a, false}, {b, true}, {c, false}]: the app marks the matches without ever parsing HTML. */
export function toSegments(marked: string): HighlightSegment[] {
  const segments: HighlightSegment[] = []
  for (const [index, part] of marked.split(new RegExp(`[${OPEN}${CLOSE}]`)).entries()) {
    if (part !== '') segments.push({ text: part, match: index % 2 === 1 })
  }
  return segments
}

/** Full-text search over the KJV's verses: bm25 ranking raised by the site's citations, filters, paging, counts. */
export class VerseSearch {
  private statements: { hits: Statement; rowids: Statement } | null = null
  private indexedBooks: IndexedBook[] = []
  /** bookAt[rowid] = index into indexedBooks: counting a query's matches per book is one pass over its rowids. */
  private bookAt = new Uint8Array(0)

  constructor(private readonly db: Database) {}

  /** Prepared on first use, after making sure the index exists (a database seeded without it gets it here). */
  private prepare() {
    if (this.statements) return this.statements
    ensureSearchIndex(this.db)
    this.indexedBooks = this.db.prepare(`SELECT book_slug AS slug, book_name AS name, testament, min(id) AS first, max(id) AS last
      FROM verse_index GROUP BY book_number ORDER BY book_number`).all() as IndexedBook[]
    this.bookAt = new Uint8Array((this.indexedBooks.at(-1)?.last ?? 0) + 1)
    this.indexedBooks.forEach((book, index) => this.bookAt.fill(index, book.first, book.last + 1))
    this.statements = {
      hits: this.db.prepare(`SELECT v.content_id AS contentId, v.name, v.testament, v.book_slug AS book, v.book_name AS bookName,
          v.chapter, v.verse, highlight(verse_fts, 0, char(1), char(2)) AS marked
        FROM verse_fts JOIN verse_index v ON v.id = verse_fts.rowid
        WHERE verse_fts MATCH @match AND verse_fts.rowid BETWEEN @first AND @last
        ORDER BY bm25(verse_fts) * v.boost, v.id LIMIT @take OFFSET @skip`),
      rowids: this.db.prepare('SELECT rowid FROM verse_fts WHERE verse_fts MATCH ?').pluck(),
    }
    return this.statements
  }

  /** The book with this slug, or undefined: the router answers an unknown book with a 400. */
  findBook(slug: string): { slug: string; testament: SearchTestament } | undefined {
    this.prepare()
    return this.indexedBooks.find((book) => book.slug === slug)
  }

  search({ terms, testament, book, skip, take }: VerseSearchRequest): VerseSearchResult {
    const statements = this.prepare()
    const match = toFtsExpression(terms)
    const inFilter = (candidate: IndexedBook) => (testament === undefined || candidate.testament === testament) && (book === undefined || candidate.slug === book)
    const selected = this.indexedBooks.filter(inFilter)
    const counts = this.countPerBook(statements.rowids, match)
    const books: BookCount[] = this.indexedBooks.flatMap((candidate, index) => {
      const count = counts[index] ?? 0
      return count === 0 ? [] : [{ book: candidate.slug, name: candidate.name, testament: candidate.testament, count }]
    })
    const total = this.indexedBooks.reduce((sum, candidate, index) => sum + (inFilter(candidate) ? counts[index] ?? 0 : 0), 0)
    const first = selected[0]?.first
    const last = selected.at(-1)?.last
    // The filters select whole books, and a testament's books are contiguous: one rowid range covers them.
    const rows = total === 0 || skip >= total || first === undefined || last === undefined
      ? []
      : (statements.hits.all({ match, first, last, take, skip }) as HitRow[])
    const items: VerseHit[] = rows.map(({ contentId, marked, ...hit }) => ({ id: contentId, ...hit, segments: toSegments(marked) }))
    return { total, skip, take, items, books }
  }

  private countPerBook(rowids: Statement, match: string): Uint32Array {
    const counts = new Uint32Array(this.indexedBooks.length)
    for (const rowid of rowids.iterate(match) as Iterable<number>) {
      const index = this.bookAt[rowid] ?? 0
      counts[index] = (counts[index] ?? 0) + 1
    }
    return counts
  }
}
