import type { Database } from 'better-sqlite3'
import { normalizeGuid } from '../db/uuid.ts'

/**
 * The verse search index (decision 0060), derived from the Bible content: `verse_index` holds one row per verse
 * with its id = the verse's place in canonical order (Genesis 1:1 = 1), so a book or a testament is one rowid
 * range; `verse_fts` is an FTS5 index over its text (external content, so the text is stored once).
 * It is built once, by a seed, and rebuilt only by a new seed name when its shape changes.
 */
export const SEARCH_INDEX_SEED = 'search-index-v1'

/** Porter stemming over unicode61 without diacritics; prefix indexes keep `bl*` and `ble*` fast. */
const TOKENIZE = 'porter unicode61 remove_diacritics 2'

/**
 * How much the site's own citations of a verse raise its relevance: the score is bm25 × (1 + w·ln(1 + citations)).
 * A verse the home page, a verse topic and a devotional passage cite (John 3:16: 3) weighs 1.69× its bm25.
 */
export const CITATION_WEIGHT = 0.5

const BIBLE_TYPES = ['testament', 'bibleBook', 'bibleChapter', 'bibleVerse']
const PICKER = /umb:\/\/document\/([0-9a-f]{32})/g

interface VerseSource {
  id: string
  name: string
  verse: string
  chapter: string
  book: string
}

/** How many content nodes (other than the Bible itself) link to each verse through a content picker. */
function countCitations(db: Database, verseIds: ReadonlySet<string>): Map<string, number> {
  const citations = new Map<string, number>()
  const rows = db.prepare(`SELECT c.properties AS properties, (SELECT group_concat(cc.properties, ' ') FROM content_culture cc WHERE cc.content_id = c.id) AS variants
    FROM content c WHERE c.content_type NOT IN (${BIBLE_TYPES.map(() => '?').join(', ')})`).iterate(...BIBLE_TYPES) as Iterable<{ properties: string; variants: string | null }>
  for (const row of rows) {
    const cited = new Set<string>()
    for (const [, hex = ''] of `${row.properties} ${row.variants ?? ''}`.matchAll(PICKER)) {
      const id = normalizeGuid(hex)
      if (id && verseIds.has(id)) cited.add(id)
    }
    for (const id of cited) citations.set(id, (citations.get(id) ?? 0) + 1)
  }
  return citations
}

/** (Re)creates the index from the content tables; call inside a transaction. About half a second for the KJV. */
export function buildSearchIndex(db: Database): void {
  db.exec(`
    DROP TABLE IF EXISTS verse_fts;
    DROP TABLE IF EXISTS verse_index;
    CREATE TABLE verse_index (
      id INTEGER PRIMARY KEY,
      content_id TEXT NOT NULL,
      name TEXT NOT NULL,
      testament TEXT NOT NULL,
      book_number INTEGER NOT NULL,
      book_slug TEXT NOT NULL,
      book_name TEXT NOT NULL,
      chapter INTEGER NOT NULL,
      verse INTEGER NOT NULL,
      text TEXT NOT NULL,
      -- 1 + w·ln(1 + citations): multiplies the (negative) bm25 score, so a cited verse ranks higher.
      boost REAL NOT NULL
    );
    CREATE VIRTUAL TABLE verse_fts USING fts5(text, content='verse_index', content_rowid='id', tokenize='${TOKENIZE}', prefix='2 3');
  `)
  // Tree order is canonical order: testaments, books, chapters and verses all sort by their number.
  const sources = db.prepare(`SELECT v.id, v.name, v.properties AS verse, c.properties AS chapter, b.properties AS book
    FROM content v JOIN content c ON c.id = v.parent_id JOIN content b ON b.id = c.parent_id
    WHERE v.content_type = 'bibleVerse' ORDER BY v.tree_key`).all() as VerseSource[]
  const citations = countCitations(db, new Set(sources.map((source) => source.id)))
  const insert = db.prepare(`INSERT INTO verse_index (id, content_id, name, testament, book_number, book_slug, book_name, chapter, verse, text, boost)
    VALUES (@id, @contentId, @name, @testament, @bookNumber, @bookSlug, @bookName, @chapter, @verse, @text, @boost)`)
  sources.forEach((source, index) => {
    const verse = JSON.parse(source.verse) as { bookName: string; chapterNumber: number; verseNumber: number; plainText: string }
    const book = JSON.parse(source.book) as { bookNumber: number; testament: string; slug: string }
    insert.run({
      id: index + 1, contentId: source.id, name: source.name, testament: book.testament, bookNumber: book.bookNumber,
      bookSlug: book.slug, bookName: verse.bookName, chapter: verse.chapterNumber, verse: verse.verseNumber, text: verse.plainText,
      boost: 1 + CITATION_WEIGHT * Math.log(1 + (citations.get(source.id) ?? 0)),
    })
  })
  db.exec(`INSERT INTO verse_fts(verse_fts) VALUES ('rebuild'); INSERT INTO verse_fts(verse_fts) VALUES ('optimize');`)
}

/** The seed that builds the index; it runs after the site seed, whose citations it counts. */
export const searchIndexSeed = { name: SEARCH_INDEX_SEED, run: (_write: unknown, db: Database) => buildSearchIndex(db) }

/**
 * Builds the index on a database opened without the seed (a test app seeded with the Bible only), once, as the
 * seed would; a database from an earlier version gets it from openDatabase, which runs every seed not yet run.
 */
export function ensureSearchIndex(db: Database): void {
  const done = db.prepare('SELECT 1 FROM seed_runs WHERE name = ?').pluck().get(SEARCH_INDEX_SEED) !== undefined
  if (done) return
  const started = performance.now()
  db.transaction(() => {
    buildSearchIndex(db)
    db.prepare('INSERT INTO seed_runs (name, seeded_at, duration_ms) VALUES (?, ?, ?)').run(SEARCH_INDEX_SEED, new Date().toISOString(), performance.now() - started)
  })()
}
