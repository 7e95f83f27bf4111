import { contentPicker, type ContentWriter, type NodeRef } from './content-writer.ts'
import { bookSlug, parseVerseText, readKjvVerses, type KjvVerse } from './kjv.ts'
import { spanishBookNames } from './spanish-book-names.ts'
import { contentIdForPath } from './uuid.ts'

/** Genesis..Malachi are the Old Testament; Matthew..Revelation the New. */
const OLD_TESTAMENT_BOOKS = 39

interface Book {
  name: string
  spanishName: string
  number: number
  testament: 'old' | 'new'
  chapters: KjvVerse[][]
}

function groupBooks(verses: KjvVerse[]): Book[] {
  const spanish = spanishBookNames()
  const books: Book[] = []
  for (const verse of verses) {
    let book = books.at(-1)
    if (book?.name !== verse.book) {
      const number = books.length + 1
      const spanishName = spanish[number - 1]
      if (spanishName === undefined) throw new Error(`No Spanish name for book ${number} (${verse.book})`)
      book = { name: verse.book, spanishName, number, testament: number <= OLD_TESTAMENT_BOOKS ? 'old' : 'new', chapters: [] }
      books.push(book)
    }
    const chapter = book.chapters[verse.chapter - 1] ?? (book.chapters[verse.chapter - 1] = [])
    chapter.push(verse)
  }
  return books
}

const testamentPath = (testament: 'old' | 'new') => `/bible/${testament}-testament/`
const chapterPath = (book: Book, chapter: number) => `${testamentPath(book.testament)}${bookSlug(book.name)}/${chapter}/`

const TESTAMENTS = {
  old: { en: 'Old Testament', es: 'Antiguo Testamento' },
  new: { en: 'New Testament', es: 'Nuevo Testamento' },
} as const

/**
 * Names (and the book name a chapter or verse carries) in both cultures. The text stays the KJV's in both:
 * no public-domain Spanish Bible ships in a package (decision 0001).
 */
const named = (english: string, spanish: string, spanishProperties?: Record<string, unknown>) => ({
  'en-US': { name: english },
  'es-ES': spanishProperties ? { name: spanish, properties: spanishProperties } : { name: spanish },
})

/** The whole KJV as content under the root, following docs/decisions/0001-bible-content-model.md. */
export function seedBible(write: ContentWriter): void {
  const books = groupBooks(readKjvVerses())
  // Chapters in reading order, so previous/next cross book boundaries (Malachi 4 → Matthew 1).
  const readingOrder = books.flatMap((book) => book.chapters.map((_, index) => chapterPath(book, index + 1)))
  const pickerAt = (index: number) => {
    const path = readingOrder[index]
    return path === undefined ? null : contentPicker(contentIdForPath(path))
  }

  const root = write(null, { contentType: 'homePage', name: 'Lamp', urlSegment: 'lamp', sortOrder: 0 })
  const bible = write(root, {
    contentType: 'generalPage', name: 'The Holy Bible', urlSegment: 'bible', sortOrder: 0,
    properties: { title: 'The Holy Bible', summary: 'The King James Version: the Old and New Testaments.' },
    cultures: named('The Holy Bible', 'La Santa Biblia', {
      title: 'La Santa Biblia',
      summary: 'El Antiguo y el Nuevo Testamento en la versión King James (texto en inglés), con los nombres de los libros en español.',
    }),
  })
  const writeTestament = (testament: 'old' | 'new', sortOrder: number): NodeRef => write(bible, {
    contentType: 'testament', name: TESTAMENTS[testament].en, urlSegment: `${testament}-testament`, sortOrder,
    properties: { testament, bookCount: books.filter((book) => book.testament === testament).length },
    cultures: named(TESTAMENTS[testament].en, TESTAMENTS[testament].es),
  })
  const testaments = { old: writeTestament('old', 0), new: writeTestament('new', 1) }

  let chapterIndex = 0
  for (const book of books) {
    const slug = bookSlug(book.name)
    const bookNode = write(testaments[book.testament], {
      contentType: 'bibleBook', name: book.name, urlSegment: slug, sortOrder: book.number, slug,
      properties: { bookNumber: book.number, testament: book.testament, chapterCount: book.chapters.length, slug },
      cultures: named(book.name, book.spanishName),
    })
    for (const [index, verses] of book.chapters.entries()) {
      const chapterNumber = index + 1
      const chapter = write(bookNode, {
        contentType: 'bibleChapter', name: `${book.name} ${chapterNumber}`, urlSegment: String(chapterNumber), sortOrder: chapterNumber,
        properties: {
          bookName: book.name, bookSlug: slug, testament: book.testament, chapterNumber, verseCount: verses.length,
          previousChapter: pickerAt(chapterIndex - 1), nextChapter: pickerAt(chapterIndex + 1),
        },
        cultures: named(`${book.name} ${chapterNumber}`, `${book.spanishName} ${chapterNumber}`, { bookName: book.spanishName }),
      })
      chapterIndex++
      for (const verse of verses) {
        const { startsParagraph, text, plainText } = parseVerseText(verse.raw)
        write(chapter, {
          contentType: 'bibleVerse', name: `${book.name} ${chapterNumber}:${verse.verse}`, urlSegment: String(verse.verse), sortOrder: verse.verse,
          properties: { bookName: book.name, chapterNumber, verseNumber: verse.verse, startsParagraph, text, plainText },
          cultures: named(`${book.name} ${chapterNumber}:${verse.verse}`, `${book.spanishName} ${chapterNumber}:${verse.verse}`, { bookName: book.spanishName }),
        })
      }
    }
  }
}
