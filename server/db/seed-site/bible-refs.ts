import type { Database, Statement } from 'better-sqlite3'
import { contentPicker } from '../content-writer.ts'
import { bookSlug, type RichTextElement, type RichTextRoot, type RichTextText } from '../kjv.ts'
import { SPANISH_PSALM } from '../spanish-book-names.ts'

/** One verse as the Bible seed stored it. */
export interface VerseNode {
  id: string
  name: string
  verseNumber: number
  plainText: string
  text: RichTextRoot
}

export interface Passage {
  /** As readers write it: 'Psalm 23:1-6'. */
  reference: string
  /** As Spanish readers write it, with the book's Spanish name from the Bible seed: 'Salmo 23:1-6', 'Juan 3:16'. */
  spanishReference: string
  bookName: string
  chapterPath: string
  verses: VerseNode[]
}

/** 'Psalm 23' is how people cite a single psalm; the book node is 'Psalms'. */
const BOOK_ALIASES: Record<string, string> = { Psalm: 'Psalms' }

const REFERENCE = /^(.+?) (\d+):(\d+)(?:-(\d+))?$/

/**
 * Looks references up in the seeded Bible. Every curated reference in this folder goes through here, so a
 * typo (a verse that does not exist) stops the seed instead of shipping a broken picker.
 */
export class BibleIndex {
  private readonly bookPath: Statement<[string], string>
  private readonly spanishBookName: Statement<[string], string>
  private readonly verseAt: Statement<[string], { id: string; name: string; properties: string }>
  private readonly cache = new Map<string, Passage>()

  constructor(db: Database) {
    this.bookPath = db.prepare<[string], string>("SELECT path FROM content WHERE content_type = 'bibleBook' AND slug = ?").pluck()
    this.spanishBookName = db.prepare<[string], string>(`SELECT cc.name FROM content c JOIN content_culture cc ON cc.content_id = c.id
      WHERE c.content_type = 'bibleBook' AND c.slug = ? AND cc.culture = 'es-ES'`).pluck()
    this.verseAt = db.prepare<[string], { id: string; name: string; properties: string }>(
      "SELECT id, name, properties FROM content WHERE path = ? AND content_type = 'bibleVerse'")
  }

  passage(reference: string): Passage {
    const cached = this.cache.get(reference)
    if (cached) return cached
    const match = REFERENCE.exec(reference)
    if (!match) throw new Error(`Not a Bible reference: "${reference}"`)
    const [, cited = '', chapter = '', first = '', last = first] = match
    const bookName = BOOK_ALIASES[cited] ?? cited
    const bookPath = this.bookPath.get(bookSlug(bookName))
    if (bookPath === undefined) throw new Error(`No book "${bookName}" for "${reference}"`)
    const chapterPath = `${bookPath}${chapter}/`
    const verses: VerseNode[] = []
    for (let number = Number(first); number <= Number(last); number++) {
      const row = this.verseAt.get(`${chapterPath}${number}/`)
      if (!row) throw new Error(`"${reference}": ${bookName} ${chapter}:${number} does not exist`)
      const properties = JSON.parse(row.properties) as { plainText: string; text: RichTextRoot }
      verses.push({ id: row.id, name: row.name, verseNumber: number, plainText: properties.plainText, text: properties.text })
    }
    if (verses.length === 0) throw new Error(`"${reference}" names no verses`)
    const spanishBook = cited === 'Psalm' ? SPANISH_PSALM : this.spanishBookName.get(bookSlug(bookName))
    if (spanishBook === undefined) throw new Error(`No Spanish name for "${bookName}": the Bible seed writes one for every book`)
    const spanishReference = `${spanishBook} ${reference.slice(cited.length + 1)}`
    const passage = { reference, spanishReference, bookName, chapterPath, verses }
    this.cache.set(reference, passage)
    return passage
  }

  /** Picker to the single verse a topic lists ('John 3:16'). */
  versePicker(reference: string): string {
    const [verse, ...rest] = this.passage(reference).verses
    if (!verse || rest.length > 0) throw new Error(`"${reference}" should name exactly one verse`)
    return contentPicker(verse.id)
  }
}

const text = (value: string): RichTextText => ({ tag: '#text', text: value })

/** A passage as one rich-text paragraph with superscript verse numbers, keeping the KJV italics of each verse. */
export function passageRichText(verses: readonly VerseNode[]): RichTextRoot {
  const elements: Array<RichTextElement | RichTextText> = []
  for (const [index, verse] of verses.entries()) {
    if (index > 0) elements.push(text(' '))
    elements.push({ tag: 'sup', attributes: {}, elements: [text(String(verse.verseNumber))] }, text(' '), ...verse.text.elements)
  }
  return { tag: '#root', attributes: {}, elements: [{ tag: 'p', attributes: {}, elements }], blocks: [] }
}
